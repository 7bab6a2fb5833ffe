import { useLocation } from 'react-router-dom';

/** Shows where the router went, for page tests that follow a navigation. */
export function LocationProbe() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}
