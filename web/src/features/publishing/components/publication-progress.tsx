import type { PublicationView } from '@reelmix/contracts/browser';
import { TableScroll } from '../../../components/table-scroll';
import { adSetNoun, outputStateLabel, publicationCountsText } from '../publishing-labels';

const PUBLICATION_STATE_LABELS: Record<PublicationView['state'], string> = {
  publishing: 'Publishing…',
  published: 'Done:',
  failed: 'Finished with failures:',
};

/** One publish: how many of its videos are ads already, then each video's step, its ad id or why it failed. */
export function PublicationProgress({ publication }: { publication: PublicationView }) {
  return (
    <div className="publication-progress">
      <p className="publication-progress__summary" role="status">
        <strong>{PUBLICATION_STATE_LABELS[publication.state]}</strong> {publicationCountsText(publication.counts)}. Ads are created{' '}
        {publication.status === 'PAUSED' ? 'paused' : 'active'} in {adSetNoun(publication.platform)} {publication.adSetId}.
      </p>
      <TableScroll label="Publishing progress">
        <table className="data-table publication-progress__table" aria-label="Publishing progress">
          <thead>
            <tr>
              <th scope="col">Video</th>
              <th scope="col">State</th>
              <th scope="col">Ad</th>
            </tr>
          </thead>
          <tbody>
            {publication.outputs.map((output) => (
              <tr key={output.fileName} data-state={output.state}>
                <th scope="row">{output.fileName}</th>
                <td>{outputStateLabel(output.state, publication.platform)}</td>
                <td>
                  {output.state === 'published' && output.adId ? `Ad ${output.adId}` : null}
                  {output.state === 'failed' && output.error ? <span className="publishing-problem">{output.error}</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </div>
  );
}
