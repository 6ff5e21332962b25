import { CartesPage } from './cartes-page';

export default function RgpdPage() {
  return <CartesPage page="rgpd" />;
}
