import { Button, Card, CardContent, Input, Label, Textarea, useToast } from '@reelmix/ui';
import type { FormEvent } from 'react';
import { SUPPORT_EMAIL, SUPPORT_RESPONSE_HOURS } from '../lib/site-info';

const SUPPORT_TOPICS = ['Technical issues', 'Billing', 'Feature requests'] as const;

export function ContactPage() {
  const { toast } = useToast();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The product sends nothing from this form yet: the message is acknowledged and the form cleared.
    toast({ title: 'Message Sent', description: "Thank you for contacting us. We'll get back to you soon." });
    event.currentTarget.reset();
  }

  return (
    <div className="container page">
      <title>Contact Us · Reelmix</title>
      <h1 className="page__title">Contact Us</h1>
      <p className="page__lead">Questions about your videos, your plan or the product? We are here to help.</p>

      <div className="contact">
        <section className="contact__details" aria-labelledby="contact-details-title">
          <h2 id="contact-details-title" className="section__subtitle">
            Get in touch
          </h2>
          <p>
            Email: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </p>
          <p>Response time: usually within {SUPPORT_RESPONSE_HOURS} hours.</p>
          <h3 className="contact__topics-title">We can help with</h3>
          <ul>
            {SUPPORT_TOPICS.map((topic) => (
              <li key={topic}>{topic}</li>
            ))}
          </ul>
        </section>

        <Card className="contact__form-card">
          <CardContent>
            <form className="form" aria-labelledby="contact-form-title" onSubmit={onSubmit}>
              <h2 id="contact-form-title" className="section__subtitle">
                Send us a message
              </h2>
              <div className="form__field">
                <Label htmlFor="contact-name">Name</Label>
                <Input id="contact-name" name="name" autoComplete="name" required />
              </div>
              <div className="form__field">
                <Label htmlFor="contact-email">Email</Label>
                <Input id="contact-email" name="email" type="email" autoComplete="email" required />
              </div>
              <div className="form__field">
                <Label htmlFor="contact-subject">Subject</Label>
                <Input id="contact-subject" name="subject" required />
              </div>
              <div className="form__field">
                <Label htmlFor="contact-message">Message</Label>
                <Textarea id="contact-message" name="message" rows={6} required />
              </div>
              <Button type="submit">Send Message</Button>
            </form>
          </CardContent>
        </Card>
      </div>

      <p className="contact__support-line">
        You can also email our support team directly at <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
    </div>
  );
}
