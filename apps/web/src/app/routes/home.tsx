import { rwandaLocations } from '@kodesha/domain';
import { useTranslation } from '@/lib/i18n';
import { Link } from 'react-router';
import { usePageTitle } from '@/components/page-title';
import { ButtonLink } from '@/components/ui/button';
import { StepIcon } from '@/components/ui/icons';
import { FeaturedCars } from '@/features/cars/components/featured-cars';
import { HeroSearch } from '@/features/cars/components/hero-search';
import { FeaturedDrivers } from '@/features/drivers/components/featured-drivers';
import { paths } from '@/lib/paths';
import type { ServerPage } from '@/app/page-head';
import { featuredCarsQuery } from '@/features/cars/api/list-cars';
import { featuredDriversQuery } from '@/features/drivers/api/list-drivers';

const steps = ['find', 'connect', 'safe'] as const;

/** Rendered on the server with the featured cars and drivers (rules §9.16). */
export const handle: ServerPage = {
  async prefetch({ queryClient, t, origin }) {
    await Promise.all([
      queryClient.prefetchQuery(featuredCarsQuery),
      queryClient.prefetchQuery(featuredDriversQuery),
    ]);
    return {
      title: t('brand.tagline'),
      description: t('meta.siteDescription'),
      canonical: '/',
      jsonLd: { '@type': 'WebSite', name: 'Kodesha', url: `${origin}/` },
    };
  },
};

/** Home (rules §9.4): what Kodesha does, how it works, and the first cars and drivers listed. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('brand.tagline'));

  return (
    <>
      <section className="relative overflow-hidden bg-brand-900 text-white">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(circle_at_80%_20%,rgba(252,209,22,0.25),transparent_45%),radial-gradient(circle_at_10%_90%,rgba(0,161,222,0.25),transparent_40%)]"
        />
        <div className="relative mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 sm:py-24 lg:grid-cols-[1fr_28rem]">
          <div>
            <h1 className="max-w-3xl text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl">
              {t('home.heroTitle')}
            </h1>
            <p className="mt-4 max-w-2xl text-lg text-brand-100">{t('home.heroText')}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <ButtonLink to={paths.cars()} variant="sun" className="px-6 py-3 text-base">
                {t('home.browseCars')}
              </ButtonLink>
              <ButtonLink
                to={paths.signup('owner')}
                variant="secondary"
                className="px-6 py-3 text-base"
              >
                {t('home.listYourCar')}
              </ButtonLink>
            </div>
          </div>
          <HeroSearch />
        </div>
      </section>

      <section aria-labelledby="how-it-works" className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="how-it-works" className="text-center text-3xl font-bold text-stone-900">
          {t('home.howItWorks')}
        </h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step} className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <StepIcon name={step} />
                </span>
                <span className="text-sm font-semibold text-stone-600">{index + 1}</span>
              </div>
              <h3 className="mt-4 text-lg font-semibold text-stone-900">
                {t(`home.steps.${step}.title`)}
              </h3>
              <p className="mt-2 text-stone-700">{t(`home.steps.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <FeaturedCars />

      <section aria-labelledby="idle-car" className="bg-sun-400">
        <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-12 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <h2 id="idle-car" className="text-3xl font-bold text-stone-900">
              {t('home.idleTitle')}
            </h2>
            <p className="mt-3 text-stone-800">{t('home.idleText')}</p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <ButtonLink to={paths.signup('owner')} className="px-6 py-3 text-base">
              {t('home.listYourCar')}
            </ButtonLink>
            <ButtonLink
              to={paths.signup('driver')}
              variant="secondary"
              className="px-6 py-3 text-base"
            >
              {t('home.registerDriver')}
            </ButtonLink>
          </div>
        </div>
      </section>

      <FeaturedDrivers />

      <section aria-labelledby="across-rwanda" className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="across-rwanda" className="text-3xl font-bold text-stone-900">
          {t('home.acrossRwanda')}
        </h2>
        <p className="mt-2 text-stone-700">{t('home.acrossRwandaText')}</p>
        <ul className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {rwandaLocations.map((location) => (
            <li key={location}>
              <Link
                to={paths.cars(location)}
                className="flex min-h-16 items-center justify-between rounded-xl border border-stone-200 bg-white px-4 py-3 font-semibold text-stone-900 shadow-sm hover:border-brand-600 hover:bg-brand-50"
              >
                {location}
                <span aria-hidden="true" className="text-brand-700">
                  →
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
