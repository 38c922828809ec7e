/** Customer-spec §2. */
export function LoginPage() {
  return (
    <section className="section">
      <div className="container">
        <h1>Login</h1>
      </div>
    </section>
  );
}
