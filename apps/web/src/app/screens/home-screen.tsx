import { FeaturedCars } from '@/features/cars/components/featured-cars';
import { FeaturedDrivers } from '@/features/drivers/components/featured-drivers';
import { HomePage } from '@/features/home/pages/home-page';

/** Home composes the featured listings of other features; features never import each other. */
export function HomeScreen() {
  return <HomePage featuredCars={<FeaturedCars />} featuredDrivers={<FeaturedDrivers />} />;
}
