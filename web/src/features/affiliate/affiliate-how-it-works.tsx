const STEPS = [
  { title: 'Enroll', text: 'Join the program in one click and get your personal referral link.' },
  { title: 'Share your link', text: 'Send it to media buyers and advertisers; each visit is remembered for 60 days.' },
  { title: 'Earn 20%', text: 'Earn 20% of every referred subscription for up to 12 months, paid monthly via PayPal from $50.' },
];

/** The program in three steps (docs/product-rules.md#affiliates). */
export function AffiliateHowItWorks() {
  return (
    <section aria-labelledby="affiliate-how-title" className="affiliate-section">
      <h2 id="affiliate-how-title" className="section__title">
        How It Works
      </h2>
      <ol className="steps">
        {STEPS.map((step, index) => (
          <li key={step.title} className="steps__item">
            <span className="steps__number" aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <h3 className="steps__title">{step.title}</h3>
              <p>{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
