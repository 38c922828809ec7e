/**
 * On the Email Settings card while mail has nowhere to go (no SMTP server in the environment, none
 * saved, and no dev mailbox, which only `npm start` has): mail is not lost, it waits in the
 * mail service's outbox and goes out once settings are saved here.
 */
export function NoSmtpServerNotice({ waiting }: { waiting: number }) {
  const queued = waiting === 1 ? '1 e-mail is waiting to be sent' : `${waiting} e-mails are waiting to be sent`;
  return (
    <div className="banner banner--warning" role="status">
      <div>
        <h3 className="banner__title">No SMTP server is configured</h3>
        <p className="banner__text">
          {waiting === 0 ? 'No e-mail is waiting yet' : queued}. E-mails wait until SMTP settings are saved below, and then go out.
        </p>
      </div>
    </div>
  );
}
