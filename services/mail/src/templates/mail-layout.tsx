import { Body, Container, Head, Html, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import { INK, MUTED } from './mail-styles';

/**
 * The frame every mail shares: its subject as the document title, one column on a light page, the
 * product's name below. Styles are inline on each element because many mail clients drop `<style>`
 * blocks and the `<body>` tag's attributes.
 */
export function MailLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Html lang="en">
      <Head>
        <title>{title}</title>
      </Head>
      <Body style={page}>
        <Container style={card}>
          {children}
          <Text style={signature}>Reelmix</Text>
        </Container>
      </Body>
    </Html>
  );
}

const FONT = 'Arial, Helvetica, sans-serif';
const page = { margin: 0, padding: '24px 0', backgroundColor: '#f4f4f7', fontFamily: FONT, color: INK };
const card = { maxWidth: 560, padding: '24px 32px', backgroundColor: '#ffffff', borderRadius: 8, fontFamily: FONT, color: INK };
const signature = { margin: '32px 0 0', fontSize: 12, lineHeight: '18px', color: MUTED };
