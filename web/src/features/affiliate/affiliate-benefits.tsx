const BENEFITS = [
  { title: '20% Recurring Commission', text: 'Earn 20% of every referred subscription, every month, for up to 12 months.' },
  { title: '60-Day Cookie Tracking', text: 'A visitor who signs up within 60 days of opening your link counts as your referral.' },
  { title: 'Monthly PayPal Payouts', text: 'Balances from $50 are paid monthly via PayPal.' },
  { title: 'Self-Referral Protection', text: 'Referrals of your own account never earn commission, which keeps the program fair.' },
  { title: 'Real-Time Dashboard', text: 'See your referrals, earnings and available balance as they happen.' },
  { title: 'Unlimited Referrals', text: 'There is no cap on how many people you refer or how much you earn.' },
];

/** The affiliate signup screen's benefits, worded with the programme's figures (docs/product-rules.md#affiliates). */
export function AffiliateBenefits() {
  return (
    <ul className="card-grid affiliate-benefits" aria-label="Program benefits">
      {BENEFITS.map((benefit) => (
        <li key={benefit.title} className="rm-card affiliate-benefit">
          <h2 className="rm-card__title">{benefit.title}</h2>
          <p className="rm-card__description">{benefit.text}</p>
        </li>
      ))}
    </ul>
  );
}
