import { CartesPage } from './cartes-page';

export default function WebseriePage() {
  return <CartesPage page="webserie" />;
}
