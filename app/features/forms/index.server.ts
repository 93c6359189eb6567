// Reading a posted form through a schema into values or field problems, for every form of the site.
// Server-only entry: what loaders, actions and server code use.
export {
  adminForm,
  type AdminForm,
  checkbox,
  choice,
  id,
  line,
  list,
  mediaId,
  parseAdminForm,
  percent,
  secret,
  text,
  upload,
  uploads,
} from "./admin-form.server";
export { postedForm } from "./read-form";
