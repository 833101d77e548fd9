import { Link } from 'react-router-dom';
import { PageMeta, useFixedPage } from '../../components/PageMeta';
import { clinic } from '../../config/clinic';
import { PRIVACY_NOTICE_VERSION, REQUEST_RETENTION_MONTHS } from '../../config/privacy';
import { paths } from '../../config/routes';
import { formatDate } from '../../lib/dates';

/**
 * The privacy notice (DPDP Act 2023): what each form and the account collect, why, where it is
 * kept, for how long, who sees it, the person's rights and the grievance contact. Plain words; a
 * change here changes PRIVACY_NOTICE_VERSION, which every request stores.
 */
export default function PrivacyPage() {
  const { grievance } = clinic;
  return (
    <section className="section" aria-labelledby="privacy-heading">
      <PageMeta {...useFixedPage('privacy')} />
      <div className="container notice">
        <h1 id="privacy-heading">Privacy Notice</h1>
        <p className="lead">
          {clinic.name} runs this website. This notice says what we collect through it, why, where it is kept, for how long, who sees it,
          and what you can do about it.
        </p>
        <p className="text-body-secondary">Version of {formatDate(new Date(`${PRIVACY_NOTICE_VERSION}T00:00:00+05:30`))}.</p>

        <h2>What we collect, and why</h2>
        <table className="notice-table">
          <caption className="visually-hidden">What each part of the site collects and why</caption>
          <thead>
            <tr>
              <th scope="col">Where</th>
              <th scope="col">What</th>
              <th scope="col">Why</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">
                <Link to={paths.appointment}>Appointment request</Link>
              </th>
              <td>Your name, e-mail address, phone number and the date you would like</td>
              <td>To arrange the appointment and to contact you about it</td>
            </tr>
            <tr>
              <th scope="row">
                <Link to={paths.appointment}>Booking a time</Link>
              </th>
              <td>
                The doctor, day and time you book, the patient&apos;s name and phone number, your account&apos;s e-mail address, and whether
                you attended, cancelled or moved it. The name and phone are also kept on your account, to fill in your next booking. Which
                times are taken is public; who took them is not.
              </td>
              <td>To keep the time for you, to see you then, and to reach you if it has to change</td>
            </tr>
            <tr>
              <th scope="row">
                <Link to={paths.contact}>Contact form</Link>
              </th>
              <td>Your name, e-mail address, subject and message</td>
              <td>To answer you</td>
            </tr>
            <tr>
              <th scope="row">
                <Link to={paths.register}>Account</Link>
              </th>
              <td>
                Your name, e-mail address and password (kept by Google&apos;s Firebase Authentication; we never see it), or, with Google
                sign-in, the name, e-mail address and photo Google gives us
              </td>
              <td>To let you comment on our articles, and to know which requests are yours</td>
            </tr>
            <tr>
              <th scope="row">Comments</th>
              <td>What you write, your name and the time</td>
              <td>To publish your comment under the article: comments are public</td>
            </tr>
          </tbody>
        </table>
        <p>
          We ask only for what each of these needs. Please do not put details of your health in a form or a comment: tell the doctor at your
          visit. A request also records when it was sent and which version of this notice it was sent under. We use no advertising or
          tracking cookies.
        </p>

        <h2>Where it is kept</h2>
        <p>
          In Google&apos;s Firebase (Cloud Firestore and Authentication), in {clinic.dataLocation}. Appointment requests and messages are
          also e-mailed to our front desk through EmailJS. The map on the <Link to={paths.location}>Find Us</Link> page is Google Maps,
          which loads only when you press &quot;Open the map&quot;.
        </p>

        <h2>How long</h2>
        <ul>
          <li>
            Requests and messages: until we have dealt with them, and then for {REQUEST_RETENTION_MONTHS} months, after which they are
            erased. Messages we mark as spam are erased on the same schedule.
          </li>
          <li>
            Bookings: for {REQUEST_RETENTION_MONTHS} months after the visit, then erased; cancelled ones likewise. You can cancel a booking
            until the clinic&apos;s cut-off, and deleting your account erases all of them at once.
          </li>
          <li>Your account and your comments: until you delete them or ask us to.</li>
        </ul>

        <h2>Who sees it</h2>
        <p>
          The clinic&apos;s staff who run this site (the front desk and our doctors) see requests, messages and bookings. Everyone can read
          comments and the name they carry. Google (Firebase) and EmailJS process the data for us and may not use it for anything else. We
          do not sell or share your data with anyone else.
        </p>

        <h2>Your rights, and how to use them</h2>
        <ul>
          <li>
            <strong>See, correct or erase your data:</strong> under <Link to={paths.myAccount}>My account</Link> you can change your name,
            download everything the site holds about you (a JSON file), and delete your account, which erases your comments, the requests
            you sent while logged in and your profile. <Link to={paths.myRequests}>My requests</Link> shows those requests with what the
            clinic has done about them, and lets you withdraw one we have not dealt with yet. For requests sent without logging in, write to
            our Grievance Officer (below) from the e-mail address you used; we answer within 30 days.
          </li>
          <li>
            <strong>Withdraw your consent</strong> as easily as you gave it: withdraw a request, delete your account, or ask us to erase
            your data.
          </li>
          <li>
            <strong>Nominate someone</strong> to use these rights for you if you cannot.
          </li>
          <li>
            <strong>Complain:</strong> to our Grievance Officer first; if you are not satisfied, to the Data Protection Board of India.
          </li>
        </ul>

        <h2 id="grievance">Grievance Officer</h2>
        <address>
          {grievance.title}: {grievance.name}
          <br />
          E-mail: <a href={`mailto:${grievance.email}`}>{grievance.email}</a>
          <br />
          Phone: <a href={`tel:${grievance.phone.replaceAll(' ', '')}`}>{grievance.phone}</a>
          <br />
          {clinic.name}, {clinic.address.street}, {clinic.address.district}, {clinic.address.city} {clinic.address.postalCode}
        </address>
      </div>
    </section>
  );
}
