import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form, redirect } from "react-router";
import * as css from "~/components/desk/desk.css";
import * as formsCss from "~/components/forms.css";
import { ExtranetPage } from "~/components/extranet/extranet-page";
import {
  Field,
  fieldsInError,
  FormAlert,
  HiddenField,
  InputField,
  ResendToken,
  SelectField,
  useZodForm,
} from "~/components/forms";
import { LocaleLink } from "~/components/locale-link";
import { Button } from "~/components/ui/button";
import { BED_TYPES, type Beds, photoSources } from "~/domains/hotels/supplier";
import { type Currency, formatMoney, minorUnits } from "~/domains/markets/markets";
import { saveRoom } from "~/domains/owners/rooms.server";
import { PhotoSchema, RoomSchema } from "~/domains/owners/schema";
import { addPhoto, photosOf } from "~/domains/owners/photos.server";
import { formIntent } from "~/utils/forms.server";
import { clockContext, dbContext, envContext, localeContext, oversizeUploadContext } from "~/context";
import { privateMetaTags } from "~/i18n/meta";
import { extranetMeta, extranetPath, requireProperty, roomDeps } from "~/utils/extranet.server";
import { NUMBER } from "~/components/extranet/extranet-page";
import { makePhotoFor } from "~/services.server";
import type { Route } from "./+types/rooms";

const FIELDS = [
  "name",
  "bedType",
  "beds",
  "maxAdults",
  "maxOccupancy",
  "sizeM2",
  "count",
  "rate",
  "minNights",
] as const;

/**
 * GET /extranet/{propertyId}/rooms: the property's room types (beds, guests, size, how many, default nightly rate and
 * minimum stay), a form to add one, or to change one (`?room=R1`). POST saves it, audited; a change of how many rooms
 * the type has reaches what Tern holds at once.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { property } = await requireProperty(context, request, params.propertyId);
  const url = new URL(request.url);
  const editing = property.rooms.find((r) => r.code === url.searchParams.get("room")) ?? null;
  const currency = property.currency as Currency;
  const { locale } = context.get(localeContext);
  const unit = 10 ** minorUnits(currency);
  const bed = (room: { bedsJson: string }) => (JSON.parse(room.bedsJson) as Beds[])[0];
  const photos = await photosOf(context.get(dbContext), property.id);
  // A photo over 5 MB was refused before it was read (workers/app.ts): its message beside its field.
  const oversize = context.get(oversizeUploadContext) === "photo";
  return {
    meta: extranetMeta(context, "rooms", { name: property.name }),
    notice: (["saved", "photo"] as const).find((n) => n === url.searchParams.get("done")) ?? null,
    photos: photos.map((p) => ({ id: p.id, room: p.roomCode })),
    oversize,
    property: { id: property.id, name: property.name, currency },
    rooms: property.rooms.map((room) => ({
      code: room.code,
      name: room.name,
      bed: bed(room) ?? { type: "double", count: 1 },
      maxOccupancy: room.maxOccupancy,
      count: room.count,
      rate: formatMoney({ amount: room.rate, currency }, locale),
      minNights: room.minNights,
    })),
    editing: editing?.code ?? null,
    defaultValue: editing
      ? {
          code: editing.code,
          name: editing.name,
          bedType: bed(editing)?.type ?? "double",
          beds: String(bed(editing)?.count ?? 1),
          maxAdults: String(editing.maxAdults),
          maxOccupancy: String(editing.maxOccupancy),
          sizeM2: String(editing.sizeM2),
          count: String(editing.count),
          rate: String(editing.rate / unit),
          minNights: String(editing.minNights),
        }
      : { minNights: "1", beds: "1", maxAdults: "2", maxOccupancy: "2" },
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { actor, property } = await requireProperty(context, request, params.propertyId);
  const formData = await request.formData();
  if (formIntent(formData) === "photo") {
    const upload = parseWithZod(formData, { schema: PhotoSchema });
    if (upload.status !== "success") return data({ result: null, photo: upload.reply() }, { status: 400 });
    const { file, room } = upload.value;
    const env = context.get(envContext);
    const deps = {
      db: context.get(dbContext),
      bucket: env.UPLOADS,
      now: context.get(clockContext)(),
      makePhoto: makePhotoFor(env),
    };
    const bytes = new Uint8Array(await file.arrayBuffer());
    const added = await addPhoto(deps, actor, property, room ?? null, { name: file.name, type: file.type, bytes });
    if (!added.ok) {
      const reply = upload.reply({ fieldErrors: { file: [`extranet:photos.errors.${added.reason}`] } });
      return data({ result: null, photo: reply }, { status: 400 });
    }
    return redirect(`${extranetPath(context, `/${property.id}/rooms`)}?done=photo`);
  }
  const submission = parseWithZod(formData, { schema: RoomSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), photo: null }, { status: 400 });
  if ((await saveRoom(roomDeps(context), actor, property, submission.value)) === "missing") {
    throw data(null, { status: 404 });
  }
  return redirect(`${extranetPath(context, `/${property.id}/rooms`)}?done=saved`);
}

export const meta: Route.MetaFunction = ({ loaderData }) => privateMetaTags(loaderData?.meta);

export default function ExtranetRooms({ loaderData, actionData }: Route.ComponentProps) {
  const { t: typed } = useTranslation("extranet");
  // Keys built from data (a role, a status, a field's name) are looked up untyped.
  const t = typed as unknown as (key: string, values?: Record<string, string>) => string;
  const { t: th } = useTranslation("hotel");
  const { property, rooms, editing } = loaderData;
  const [form, fields] = useZodForm(RoomSchema, {
    id: `room-${editing ?? "new"}`,
    lastResult: actionData?.result,
    defaultValue: loaderData.defaultValue,
    shouldValidate: "onBlur",
  });
  const label = (key: string) => t(`rooms.${key}`, { currency: property.currency });
  const [photoForm, photoFields] = useZodForm(PhotoSchema, { id: "photo", lastResult: actionData?.photo });
  const fileErrors = loaderData.oversize ? ["extranet:photos.errors.too_large"] : photoFields.file.errors;
  return (
    <ExtranetPage
      heading={t("rooms.heading", { name: property.name })}
      propertyId={property.id}
      notice={loaderData.notice ? t(`rooms.notices.${loaderData.notice}`) : null}
    >
      {rooms.length === 0 ? <p>{t("rooms.none")}</p> : null}
      <ul className={css.list}>
        {rooms.map((room) => (
          <li key={room.code} className={css.row}>
            <strong>{room.name}</strong>
            <span>
              {t("rooms.summary", {
                beds: th(`bedTypes.${room.bed.type}`, { count: room.bed.count }),
                guests: String(room.maxOccupancy),
                rooms: String(room.count),
                rate: room.rate,
                nights: String(room.minNights),
              })}
            </span>
            <LocaleLink to={`/extranet/${property.id}/rooms?room=${room.code}`} className={css.navLink}>
              {t("rooms.edit", { name: room.name })}
            </LocaleLink>
          </li>
        ))}
      </ul>
      <Form method="post" {...getFormProps(form)} className={css.section}>
        <h2>{editing ? t("rooms.editHeading") : t("rooms.addHeading")}</h2>
        <ResendToken />
        <FormAlert
          message={form.errors?.[0]}
          fields={fieldsInError(FIELDS.map((name) => [fields[name], label(name)] as const))}
        />
        {editing ? <HiddenField field={fields.code} /> : null}
        <InputField label={label("name")} field={fields.name} type="text" />
        <SelectField
          label={label("bedType")}
          field={fields.bedType}
          placeholder={t("choose")}
          choices={BED_TYPES.map((type) => ({ value: type, label: th(`bedTypes.${type}`, { count: 1 }) }))}
        />
        {(["beds", "maxAdults", "maxOccupancy", "sizeM2", "count", "rate", "minNights"] as const).map((name) => (
          <InputField key={name} label={label(name)} field={fields[name]} {...NUMBER} />
        ))}
        <Button>{editing ? t("rooms.saveChange") : t("rooms.add")}</Button>
      </Form>
      <section className={css.section} aria-labelledby="photos-heading">
        <h2 id="photos-heading">{t("photos.heading")}</h2>
        {loaderData.photos.length === 0 ? <p>{t("photos.none")}</p> : null}
        <ul className={css.nav}>
          {loaderData.photos.map((photo) => (
            <li key={photo.id}>
              <img
                {...photoSources(photo.id)}
                sizes="10rem"
                alt={photo.room ? (rooms.find((r) => r.code === photo.room)?.name ?? "") : property.name}
                width={160}
                height={120}
                loading="lazy"
              />
            </li>
          ))}
        </ul>
        <Form method="post" action={`?slot=photo`} encType="multipart/form-data" {...getFormProps(photoForm)}>
          <ResendToken />
          <FormAlert
            message={photoForm.errors?.[0]}
            fields={fileErrors?.length ? [{ id: photoFields.file.id, label: t("photos.file") }] : []}
          />
          <input type="hidden" name="intent" value="photo" />
          <SelectField
            label={t("photos.shows")}
            field={photoFields.room}
            placeholder={t("photos.property")}
            choices={rooms.map((r) => ({ value: r.code, label: r.name }))}
          />
          <Field
            label={t("photos.file")}
            field={photoFields.file}
            errors={fileErrors}
            hint={<small>{t("photos.hint")}</small>}
          >
            <input
              type="file"
              id={photoFields.file.id}
              name={photoFields.file.name}
              accept="image/jpeg,image/png"
              className={formsCss.input}
              required
              aria-invalid={fileErrors?.length ? true : undefined}
              aria-describedby={fileErrors?.length ? photoFields.file.errorId : undefined}
            />
          </Field>
          <Button>{t("photos.upload")}</Button>
        </Form>
      </section>
    </ExtranetPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
