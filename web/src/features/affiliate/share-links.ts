import { PRODUCT_NAME } from '../../lib/site-info';

const MESSAGE = `I make my ad variations with ${PRODUCT_NAME}: upload intro, body and CTA clips and get every combination as a video.`;

/** Share targets for a referral link, each with the link encoded into its address. */
export function shareLinks(referralLink: string): Array<{ label: string; href: string; external: boolean }> {
  const link = encodeURIComponent(referralLink);
  const text = encodeURIComponent(MESSAGE);
  const subject = encodeURIComponent(`Try ${PRODUCT_NAME}`);
  return [
    { label: 'Twitter', href: `https://twitter.com/intent/tweet?text=${text}&url=${link}`, external: true },
    { label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${link}`, external: true },
    { label: 'Email', href: `mailto:?subject=${subject}&body=${text}%0A%0A${link}`, external: false },
  ];
}
