import { renderMailbox } from './mailbox-page';

describe('renderMailbox', () => {
  it('escapes everything from the mail and turns only URLs into links', () => {
    const page = renderMailbox([
      { id: '1', to: 'a@example.com', subject: '<b>Reset</b>', text: 'Go to http://localhost:8080/reset-password/abc <script>x</script>', html: '', receivedAt: new Date(0).toISOString() },
    ]);
    expect(page).toContain('&lt;b&gt;Reset&lt;/b&gt;');
    expect(page).toContain('<a href="http://localhost:8080/reset-password/abc">');
    expect(page).not.toContain('<script>');
  });

  it('says so when there is no mail', () => {
    expect(renderMailbox([])).toContain('No mail yet.');
  });
});
