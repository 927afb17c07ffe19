import { Link } from 'react-router-dom';
import { clinic } from '../../src/config/clinic';

export function HomePage() {
  return (
    <section className="hero">
      <div className="container">
        <h1>Firmer, smoother skin without surgery</h1>
        <p>
          {clinic.brand} tightens skin from within using a 1470 nm diode laser and optical fibres thinner than a hair. It is
          FDA-cleared, needs only local numbing, and most people are back at work within 24-48 hours.
        </p>
        <Link className="btn btn-primary" to="/consultation">
          Book a free consultation
        </Link>
      </div>
    </section>
  );
}
