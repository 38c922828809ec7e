/** Customer-spec §2. */
export function AffiliateSignupPage() {
  return (
    <section className="section">
      <div className="container">
        <h1>Affiliate Program</h1>
      </div>
    </section>
  );
}
