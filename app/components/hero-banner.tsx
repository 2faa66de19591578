import { useId, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "./button";
import { AUTOPLAY_INTERVAL_MS, nextSlide, previousSlide, showsArrows, showsBullets } from "./carousel-rules";
import { ResponsiveImage, type ImageSizes } from "./responsive-image";
import { useIsHydrated, useMediaQuery } from "./use-media-query";
import { useTimeout } from "./use-timeout";
import "./hero-banner.css";
import { hydratedInTurn } from "./hydrate-in-turn";

export type { ImageSizes };

/** docs/product.md §3 "Banner slide". `anchor` links the slide's title (a path, #id or full URL). */
export type BannerSlide = {
  title: string;
  heading?: string;
  anchor?: string;
  actionButton?: { label: string; to: string };
  image?: ImageSizes;
};

type TitleTag = "h1" | "h2" | "p";

type SearchHero = {
  mode: "search";
  image?: ImageSizes;
  title: string;
  heading?: string;
  widget?: ReactNode;
  /** h1 by default: the hero usually carries the page's main heading. */
  titleAs?: TitleTag;
};

type PropertyListHero = {
  mode: "property-list";
  image?: ImageSizes;
  title: string;
  heading?: string;
  action?: { label: string; to: string };
  widget?: ReactNode;
  titleAs?: TitleTag;
};

type CarouselHero = {
  mode: "carousel";
  slides: BannerSlide[];
  /** Bullet mode: dots to pick a slide (default on). Never shown for articles. */
  bullets?: boolean;
  isArticle?: boolean;
  widget?: ReactNode;
  /** The carousel region's accessible name. */
  label?: string;
  /** h2 by default, since every slide has a title and a page has one h1. */
  titleAs?: TitleTag;
};

export type HeroBannerProps = SearchHero | PropertyListHero | CarouselHero;

/**
 * docs/product.md §2 "Hero banner": search, property-list and carousel modes; hydrated in a task
 * of its own after the header (decision 059).
 */
export const HeroBanner = hydratedInTurn(Banner);

function Banner(props: HeroBannerProps) {
  if (props.mode === "carousel") return <HeroCarousel {...props} />;
  const action = props.mode === "property-list" ? props.action : undefined;
  const Title = props.titleAs ?? "h1";
  return (
    <div className={`hero hero--${props.mode}${props.widget ? " hero--has-widget" : ""}`}>
      <HeroMedia image={props.image} isPriority />
      <div className="hero__inner container">
        <div className="hero__text">
          <Title className="hero__title">{props.title}</Title>
          {props.heading && <p className="hero__heading">{props.heading}</p>}
          {action && (
            <div className="hero__actions">
              <Button to={action.to} size="xl">
                {action.label}
              </Button>
            </div>
          )}
        </div>
        {props.widget && <div className="hero__widget">{props.widget}</div>}
      </div>
    </div>
  );
}

function HeroMedia({ image, isPriority }: { image: ImageSizes | undefined; isPriority: boolean }) {
  // No image yet (still loading, or not rendered ahead for a later slide): a shimmer holds its place.
  return (
    <div className={`hero__media${image ? "" : " hero__media--loading"}`}>
      {image && (
        <ResponsiveImage image={image} sizes="100vw" priority={isPriority} aspect="wide" className="hero__image" />
      )}
    </div>
  );
}

type Rotation = "auto" | "playing" | "stopped";

function HeroCarousel({
  slides,
  bullets = true,
  isArticle = false,
  widget,
  label = "Featured getaways",
  titleAs = "h2",
}: CarouselHero) {
  const count = slides.length;
  const slidesId = useId();
  const [index, setIndex] = useState(0);
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set([0]));
  const [rotation, setRotation] = useState<Rotation>("auto");
  const [isHovered, setHovered] = useState(false);
  const [hasFocus, setHasFocus] = useState(false);
  const prefersReducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)", true);
  const isHydrated = useIsHydrated();

  // Under reduced motion nothing moves by itself unless the visitor presses play.
  const isPlaying = count > 1 && (rotation === "playing" || (rotation === "auto" && !prefersReducedMotion));
  // Hover and keyboard focus hold the slide still (WCAG 2.2.2) without changing the play state.
  const isRotating = isPlaying && !isHovered && !hasFocus;

  const goTo = (target: number) => {
    setIndex(target);
    setSeen((previous) => (previous.has(target) ? previous : new Set(previous).add(target)));
  };

  useTimeout(() => goTo(nextSlide(index, count)), isRotating ? AUTOPLAY_INTERVAL_MS : null, index);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (isTextEntry(event.target)) return;
    if (event.key === "ArrowRight") goTo(nextSlide(index, count));
    else if (event.key === "ArrowLeft") goTo(previousSlide(index, count));
    else return;
    event.preventDefault();
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setHasFocus(false);
  };

  if (count === 0) {
    return (
      <div className="hero hero--carousel">
        <HeroMedia image={undefined} isPriority={false} />
      </div>
    );
  }

  const Title = titleAs;
  const upcoming = nextSlide(index, count);
  return (
    <section
      className={`hero hero--carousel${widget ? " hero--has-widget" : ""}`}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHasFocus(true)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      {count > 1 && (
        <div className="hero__controls container">
          <button
            type="button"
            className="hero__control"
            onClick={() => setRotation(isPlaying ? "stopped" : "playing")}
            aria-label={isPlaying ? "Stop automatic slide show" : "Start automatic slide show"}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              {isPlaying ? (
                <path d="M8 5h3v14H8zM13 5h3v14h-3z" fill="currentColor" />
              ) : (
                <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
              )}
            </svg>
          </button>
          {showsArrows(count) && (
            <>
              <button
                type="button"
                className="hero__control"
                aria-controls={slidesId}
                aria-label="Previous slide"
                onClick={() => goTo(previousSlide(index, count))}
              >
                <Chevron direction="left" />
              </button>
              <button
                type="button"
                className="hero__control"
                aria-controls={slidesId}
                aria-label="Next slide"
                onClick={() => goTo(nextSlide(index, count))}
              >
                <Chevron direction="right" />
              </button>
            </>
          )}
          {showsBullets(count, bullets, isArticle) && (
            <div className="hero__bullets" role="group" aria-label="Choose a slide">
              {slides.map((slide, position) => (
                <button
                  key={position}
                  type="button"
                  className="hero__bullet"
                  aria-controls={slidesId}
                  aria-label={`Slide ${position + 1}: ${slide.title}`}
                  aria-current={position === index ? "true" : undefined}
                  onClick={() => goTo(position)}
                />
              ))}
            </div>
          )}
        </div>
      )}
      <div className="hero__stack" id={slidesId} aria-live={isRotating ? "off" : "polite"}>
        {slides.map((slide, position) => {
          const isActive = position === index;
          // Images load for slides already shown and, once interactive, the next one, so the
          // first paint fetches only the first picture.
          const isImageRendered = seen.has(position) || (isHydrated && position === upcoming);
          return (
            <div
              key={position}
              className="hero__slide"
              data-active={isActive ? "" : undefined}
              role="group"
              aria-roledescription="slide"
              aria-label={`${position + 1} of ${count}`}
              inert={!isActive}
            >
              <HeroMedia image={isImageRendered ? slide.image : undefined} isPriority={position === 0} />
              <div className="hero__inner container">
                <div className="hero__text">
                  <Title className="hero__title">
                    {slide.anchor ? <SlideAnchor href={slide.anchor}>{slide.title}</SlideAnchor> : slide.title}
                  </Title>
                  {slide.heading && <p className="hero__heading">{slide.heading}</p>}
                  {slide.actionButton && (
                    <div className="hero__actions">
                      <Button to={slide.actionButton.to} size="xl">
                        {slide.actionButton.label}
                      </Button>
                    </div>
                  )}
                </div>
              </div>
            </div>
          );
        })}
      </div>
      {widget && <div className="hero__widget container">{widget}</div>}
    </section>
  );
}

function SlideAnchor({ href, children }: { href: string; children: ReactNode }) {
  const isInternal = href.startsWith("/") || href.startsWith("#");
  if (isInternal)
    return (
      <Link to={href} className="hero__title-link">
        {children}
      </Link>
    );
  return (
    <a href={href} className="hero__title-link">
      {children}
    </a>
  );
}

function Chevron({ direction }: { direction: "left" | "right" }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={direction === "left" ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function isTextEntry(target: EventTarget): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}
