import type { BannerSlide } from "../../../server/domain/catalogue/list-banner-slides";
import { Button } from "../../components/button";
import { ResponsiveImage } from "../../components/responsive-image";

type BannerPromosProps = {
  slides: BannerSlide[];
  headingLevel?: 2 | 3;
};

/** The items of a CMS banner as side-by-side promos: picture, title, text and its button. */
export function BannerPromos({ slides, headingLevel = 3 }: BannerPromosProps) {
  if (slides.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="promo-list">
      {slides.map((slide, index) => (
        <li key={index} className="promo">
          {slide.image ? (
            <ResponsiveImage image={slide.image} sizes="(min-width: 900px) 240px, 92vw" aspect="card" className="promo__image" />
          ) : null}
          <div className="promo__text">
            <Heading className="promo__title">{slide.title}</Heading>
            {slide.heading ? <p className="promo__body">{slide.heading}</p> : null}
            {slide.actionButton ? (
              <Button to={slide.actionButton.to} size="md" hierarchy="secondary-color">
                {slide.actionButton.label}
              </Button>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
