import { data, Form, redirect } from "react-router";
import { adminMay } from "../../core/admin-roles";
import { deleteBanner, getBanner, moveBannerSlide, removeBannerSlide, saveBannerSlide, type BannerSlideView } from "../../server/domain/admin/content/banners";
import { addBannerSlideMessage, bannerMessages } from "../../server/domain/admin/content/content-messages";
import { Button } from "../components/button";
import { RouteErrorBoundary } from "../components/route-error";
import { ConfirmAction, ConsolePage, OutcomeMessage } from "../features/admin/console-ui";
import { ContentPartsNav, errorFor, PictureField, TextField } from "../features/admin/content/content-ui";
import { field, idOf, pictureFrom } from "../admin-content-forms.server";
import { ADMIN_PAGE_HEADERS, adminOutcome, adminPage } from "../admin-view.server";
import type { Route } from "./+types/admin-content-banner";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const admin = adminPage(context, request, "content.read");
  const id = idOf(params.id);
  if (id === 0) throw data(null, { status: 404 });
  const banner = await getBanner(context.services, id).catch(() => null);
  if (!banner) throw data(null, { status: 404 });
  return data({ productName: context.publicConfig.productName, banner, mayEdit: adminMay(admin.role, "content.edit") }, { headers: ADMIN_PAGE_HEADERS });
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const admin = adminPage(context, request, "content.edit");
  const bannerId = idOf(params.id);
  const form = await request.formData();
  const intent = field(form, "intent");
  const indexText = field(form, "index");
  const index = /^\d{1,4}$/.test(indexText) ? Number(indexText) : -1;
  const answer = await adminOutcome(async () => {
    if (intent === "delete-banner") return bannerMessages.deleted((await deleteBanner(context.services, admin, bannerId)).name);
    if (intent === "remove") {
      await removeBannerSlide(context.services, admin, { bannerId, index });
      return bannerMessages.slideRemoved;
    }
    if (intent === "move") {
      await moveBannerSlide(context.services, admin, { bannerId, index, position: index + (field(form, "direction") === "up" ? -1 : 1) });
      return bannerMessages.slideMoved;
    }
    const input = {
      title: field(form, "title"),
      description: field(form, "description"),
      primary_label: field(form, "primary_label"),
      primary_link: field(form, "primary_link"),
      secondary_label: field(form, "secondary_label"),
      secondary_link: field(form, "secondary_link"),
      image: await pictureFrom(context, admin, form, "image"),
    };
    await saveBannerSlide(context.services, admin, { bannerId, index: intent === "add" ? null : index, input });
    return intent === "add" ? addBannerSlideMessage : bannerMessages.slideSaved;
  });
  if (intent === "delete-banner" && answer.data.outcome.kind === "done") return redirect("/admin/content/banners");
  return data({ ...answer.data, intent, index }, answer.init ?? undefined);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: `Banner ${loaderData?.banner.name ?? ""} | ${loaderData?.productName ?? "Amora"} admin` },
  { name: "robots", content: "noindex, nofollow" },
];

export const ErrorBoundary = RouteErrorBoundary;

function SlideForm({ slide, intent, outcome }: { slide: BannerSlideView | null; intent: "add" | "save"; outcome: Parameters<typeof errorFor>[0] }) {
  const prefix = slide ? `slide-${slide.index}` : "new";
  return (
    <Form method="post" encType="multipart/form-data" className="ac-form" aria-label={slide ? `Slide ${slide.index + 1}: ${slide.title}` : "New slide"} id={prefix}>
      <input type="hidden" name="intent" value={intent} />
      {slide ? <input type="hidden" name="index" value={slide.index} /> : null}
      <TextField name="title" label="Title" value={slide?.title} error={errorFor(outcome, "title")} required maxLength={200} />
      <TextField name="description" label="Text" value={slide?.description} error={errorFor(outcome, "description")} multiline rows={2} maxLength={500} />
      <div className="ac-form__row">
        <TextField name="primary_label" label="First button's label" value={slide?.primaryLabel} maxLength={60} />
        <TextField name="primary_link" label="First button's link" value={slide?.primaryLink} error={errorFor(outcome, "primary_link")} maxLength={500} />
      </div>
      <div className="ac-form__row">
        <TextField name="secondary_label" label="Second button's label" value={slide?.secondaryLabel} maxLength={60} />
        <TextField name="secondary_link" label="Second button's link" value={slide?.secondaryLink} error={errorFor(outcome, "secondary_link")} maxLength={500} />
      </div>
      <PictureField name="image" label="Picture" value={slide?.image} error={errorFor(outcome, "image")} />
      <div className="ac-form__row">
        <Button type="submit" size="md" hierarchy="primary">
          {slide ? "Save slide" : "Add slide"}
        </Button>
      </div>
    </Form>
  );
}

export default function AdminContentBanner({ loaderData, actionData }: Route.ComponentProps) {
  const { banner, mayEdit } = loaderData;
  const outcome = actionData?.outcome ?? null;
  const last = banner.slides.length - 1;
  return (
    <ConsolePage title={`Banner: ${banner.name}`} intro="Each slide is a title, a text, up to two buttons and a picture, shown in this order.">
      <ContentPartsNav current="/admin/content/banners" />
      <OutcomeMessage outcome={outcome} />
      {banner.slides.length === 0 ? <p className="ac-empty">This banner has no slides yet.</p> : null}
      <ol className="acn-slides">
        {banner.slides.map((slide) => (
          <li key={`${slide.index}-${slide.title}`} className="ac-card">
            <h2>
              Slide {slide.index + 1}: {slide.title}
            </h2>
            {mayEdit ? (
              <>
                <SlideForm slide={slide} intent="save" outcome={actionData?.intent === "save" && actionData.index === slide.index ? outcome : null} />
                <div className="acn-inline">
                  {slide.index > 0 ? (
                    <Form method="post">
                      <input type="hidden" name="intent" value="move" />
                      <input type="hidden" name="index" value={slide.index} />
                      <input type="hidden" name="direction" value="up" />
                      <Button type="submit" size="md" hierarchy="secondary-gray">
                        Move slide {slide.index + 1} up
                      </Button>
                    </Form>
                  ) : null}
                  {slide.index < last ? (
                    <Form method="post">
                      <input type="hidden" name="intent" value="move" />
                      <input type="hidden" name="index" value={slide.index} />
                      <input type="hidden" name="direction" value="down" />
                      <Button type="submit" size="md" hierarchy="secondary-gray">
                        Move slide {slide.index + 1} down
                      </Button>
                    </Form>
                  ) : null}
                  <ConfirmAction label={`Remove slide ${slide.index + 1}`} question={`Remove the slide "${slide.title}"?`} fields={{ intent: "remove", index: slide.index }} />
                </div>
              </>
            ) : (
              <p>{slide.description}</p>
            )}
          </li>
        ))}
      </ol>
      {mayEdit ? (
        <>
          <section className="ac-card" aria-labelledby="add-slide">
            <h2 id="add-slide">Add a slide</h2>
            <SlideForm slide={null} intent="add" outcome={actionData?.intent === "add" ? outcome : null} />
          </section>
          <ConfirmAction label="Delete this banner" question={`Delete the banner "${banner.name}" and its slides? Pages showing it will show none.`} fields={{ intent: "delete-banner" }} />
        </>
      ) : null}
    </ConsolePage>
  );
}
