/** Customer-spec §2. */
export function AffiliatePage() {
  return (
    <section className="section">
      <div className="container">
        <h1>Join Our Affiliate Program</h1>
      </div>
    </section>
  );
}
