import type { ReactNode } from 'react';
import { PageHeader } from '@/shared/ui/page-header';
import './listing.css';

/** The frame of a listing screen: header, a line saying what the list is, then the list. */
export function ListingPage({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <main className="listing-page" data-page="lesson-list">
      <PageHeader title={title} />
      {intro && <p className="listing-page__intro">{intro}</p>}
      {children}
    </main>
  );
}
