import { Link } from 'react-router-dom';
import { buttonClassName } from '@reelmix/ui';
import { DemoReelSection } from '../features/demo/demo-reel-section';
import { ROUTES } from '../routes';

const STEPS = [
  {
    title: 'Upload Videos',
    text: 'Drop your intro, body and call-to-action clips into their three sections.',
  },
  {
    title: 'Process',
    text: 'Reelmix joins every intro, body and call to action into finished videos in the background.',
  },
  {
    title: 'Download',
    text: 'Download each variation as an mp4, or use the links we email you when the job is done.',
  },
] as const;

export function HowItWorksPage() {
  return (
    <div className="container page">
      <title>How It Works · Reelmix</title>
      <h1 className="page__title">How It Works</h1>
      <p className="page__lead">Three steps from a handful of clips to every ad variation.</p>

      <DemoReelSection />

      <ol className="steps">
        {STEPS.map((step, index) => (
          <li key={step.title} className="steps__item">
            <span className="steps__number" aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <h2 className="steps__title">{step.title}</h2>
              <p>{step.text}</p>
            </div>
          </li>
        ))}
      </ol>

      <Link to={ROUTES.pricing} className={buttonClassName({ size: 'lg' })}>
        Get Started For Free
      </Link>
    </div>
  );
}
