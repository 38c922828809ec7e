/** Customer-spec §2. */
export function ResetPasswordPage() {
  return (
    <section className="section">
      <div className="container">
        <h1>Reset Password</h1>
      </div>
    </section>
  );
}
