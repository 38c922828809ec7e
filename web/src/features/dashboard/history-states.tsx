import { buttonClassName, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@reelmix/ui';
import { Link } from 'react-router-dom';
import { ROUTES } from '../../routes';

/** Three placeholder cards while the history loads. */
export function HistoryLoading() {
  return (
    <div role="status" aria-label="Loading jobs" className="job-list">
      {[0, 1, 2].map((index) => (
        <Card key={index} className="job-placeholder" aria-hidden="true">
          <span className="job-placeholder__line job-placeholder__line--title" />
          <span className="job-placeholder__line" />
          <span className="job-placeholder__line job-placeholder__line--short" />
        </Card>
      ))}
    </div>
  );
}

export function HistoryError() {
  return (
    <Card className="history-error" role="alert">
      <CardContent>Failed to load jobs. Please try again.</CardContent>
    </Card>
  );
}

export function HistoryEmpty() {
  return (
    <Card className="history-empty">
      <CardHeader>
        <CardTitle level={2}>No Video Jobs Yet</CardTitle>
        <CardDescription>Upload your intro, body and call-to-action clips to generate your first ad variations.</CardDescription>
      </CardHeader>
      <CardContent>
        <Link to={ROUTES.home} className={buttonClassName()}>
          Create Your First Video
        </Link>
      </CardContent>
    </Card>
  );
}
