/** Customer-spec §2. */
export function PricingPage() {
  return (
    <section className="section">
      <div className="container">
        <h1>Pricing</h1>
      </div>
    </section>
  );
}
