/** Customer-spec §2. */
export function DashboardPage() {
  return (
    <section className="section">
      <div className="container">
        <h1>Video History</h1>
      </div>
    </section>
  );
}
