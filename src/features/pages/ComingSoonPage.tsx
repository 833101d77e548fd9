import { Link } from 'react-router-dom';
import { PageTitle } from '../../components/PageTitle';
import { clinic } from '../../config/clinic';
import { comingSoonTopics, type ComingSoonTopicName } from './comingSoonTopics';

export function ComingSoonPage({ topic }: { topic: ComingSoonTopicName }) {
  const { title, heading, text } = comingSoonTopics[topic];
  return (
    <section className="section" aria-labelledby="coming-soon-heading">
      <PageTitle title={title} />
      <div className="container narrow">
        <p className="badge text-bg-warning">Coming soon</p>
        <h1 id="coming-soon-heading">{heading}</h1>
        <p className="lead">{text}</p>
        <ul className="list-unstyled">
          <li>
            Phone: <a href={clinic.phoneHref}>{clinic.phone}</a>
          </li>
          <li>
            E-mail: <a href={`mailto:${clinic.email}`}>{clinic.email}</a>
          </li>
          <li>Hours: {clinic.hours}</li>
        </ul>
        <Link to="/home" className="btn btn-outline-primary">
          Back to the home page
        </Link>
      </div>
    </section>
  );
}
