import { Button, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import { ACCENT, INK, MUTED } from './mail-styles';

/** The label of the button most mails end with, and of the dashboard line in their text part. */
export const OPEN_DASHBOARD = 'Open your dashboard';

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={paragraph}>{children}</Text>;
}

/** The mail's main action, as a button. */
export function ButtonLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={buttonRow}>
      <Button href={href} style={button}>
        {children}
      </Button>
    </Section>
  );
}

/** A link inside a sentence or a list. */
export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a style={link} href={href}>
      {children}
    </a>
  );
}

/** A list of short lines; its items take the list's font. */
export function List({ children }: { children: ReactNode }) {
  return <ul style={list}>{children}</ul>;
}

/** Words quoted from elsewhere, such as the reason a job failed. */
export function Quote({ children }: { children: ReactNode }) {
  return <blockquote style={quote}>{children}</blockquote>;
}

const paragraph = { margin: '0 0 16px', fontSize: 15, lineHeight: '22px', color: INK };
const list = { margin: '0 0 16px', paddingLeft: 20, fontSize: 15, lineHeight: '22px', color: INK };
const link = { color: ACCENT, textDecoration: 'underline', wordBreak: 'break-all' as const };
const buttonRow = { margin: '8px 0 24px' };
const button = { backgroundColor: ACCENT, color: '#ffffff', padding: '10px 16px', borderRadius: 6, fontSize: 15, fontWeight: 600, textDecoration: 'none' };
const quote = { margin: '0 0 16px', padding: '8px 12px', borderLeft: `3px solid ${MUTED}`, backgroundColor: '#f4f4f7', fontSize: 15, lineHeight: '22px', color: INK };
