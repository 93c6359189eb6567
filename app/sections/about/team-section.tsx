import { BookOpen, Briefcase, GraduationCap, Mail, Phone } from "~/components/icons";
import type { ReactNode } from "react";
import { LinkButton, SectionHeading } from "~/components/blocks";
import { Picture } from "~/components/picture";
import { MediaPicture } from "~/components/media-picture";
import { fillTemplate } from "~/i18n/template";
import manifest from "~/generated/images.json";
import type { AboutContent } from "~/content/types";
import type { TeamMemberView } from "~/features/company";

const contactLink =
  "inline-flex min-h-11 items-center gap-2 rounded-full bg-green-50 px-4 py-2 font-semibold text-green-900 ring-1 ring-green-200 transition-colors hover:bg-green-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-800";

/**
 * "Our team" (docs/product/screens.md#about): every member the company published (admin: team),
 * then an invitation to join.
 */
export function TeamSection({
  team,
  members,
}: {
  team: AboutContent["team"];
  members: TeamMemberView[];
}) {
  return (
    <section id={team.id} aria-labelledby="team-title" className="bg-green-50 px-4 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="team-title" title={team.title} subtitle={team.subtitle} />
        {members.length === 0 && <p className="text-center text-slate-700">{team.labels.empty}</p>}
        <div className="space-y-8">
          {members.map((member) => (
            <MemberCard key={member.id} member={member} labels={team.labels} />
          ))}
        </div>
        <div className="mt-10 flex flex-col items-center gap-4 text-center">
          <p className="text-lg text-slate-800">{team.joinText}</p>
          <LinkButton link={team.joinButton} />
        </div>
      </div>
    </section>
  );
}

function MemberCard({
  member,
  labels,
}: {
  member: TeamMemberView;
  labels: AboutContent["team"]["labels"];
}) {
  const alt = fillTemplate(labels.photoAlt, { name: member.name });
  const sizes = "(min-width: 1152px) 460px, (min-width: 768px) 40vw, 100vw";
  const photoClass = "h-full w-full object-cover object-top";
  return (
    <article
      data-team-member={member.name}
      className="grid overflow-hidden rounded-3xl bg-white shadow-md ring-1 ring-green-100 md:grid-cols-[2fr_3fr]"
    >
      <div className="aspect-[4/5] bg-green-100 md:aspect-auto">
        {member.photo ? (
          <MediaPicture image={member.photo} alt={alt} sizes={sizes} className={photoClass} />
        ) : (
          <Picture
            name={builtin(member.photoBuiltin)}
            alt={alt}
            fallback="team-fallback"
            sizes={sizes}
            className={photoClass}
          />
        )}
      </div>
      <div className="p-6 sm:p-10">
        <h3 className="text-3xl font-bold text-slate-900">{member.name}</h3>
        <p
          className="mt-3 inline-block rounded-full bg-green-800 px-4 py-1.5 text-sm font-semibold text-white"
          data-testid="role-badge"
        >
          {member.role}
        </p>
        {(member.phone || member.email) && (
          <div className="mt-5 flex flex-wrap gap-3">
            {member.phone && (
              <a href={member.phone.href} className={contactLink}>
                <Phone aria-hidden="true" className="h-5 w-5" />
                {member.phone.label}
              </a>
            )}
            {member.email && (
              <a href={member.email.href} className={`${contactLink} break-all`}>
                <Mail aria-hidden="true" className="h-5 w-5 flex-none" />
                {member.email.label}
              </a>
            )}
          </div>
        )}
        {(member.education.length > 0 || member.training.length > 0) && (
          <div className="mt-8 grid gap-8 lg:grid-cols-2">
            {member.education.length > 0 && (
              <ProfileBlock icon={<GraduationCap className="h-5 w-5" />} title={labels.education}>
                <Bullets items={member.education} />
              </ProfileBlock>
            )}
            {member.training.length > 0 && (
              <ProfileBlock icon={<BookOpen className="h-5 w-5" />} title={labels.training}>
                <Bullets items={member.training} />
              </ProfileBlock>
            )}
          </div>
        )}
        {member.experience && (
          <div className="mt-8">
            <ProfileBlock icon={<Briefcase className="h-5 w-5" />} title={labels.experience}>
              <p className="leading-relaxed text-slate-700">{member.experience}</p>
            </ProfileBlock>
          </div>
        )}
      </div>
    </article>
  );
}

/** A bundled illustration by name; an unknown name (hand-edited row) gets the fallback portrait. */
function builtin(name: string | null): string {
  return name && Object.hasOwn(manifest, name) ? name : "team-fallback";
}

function ProfileBlock({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <div>
      <h4 className="mb-3 flex items-center gap-2 text-lg font-bold text-slate-900">
        <span
          aria-hidden="true"
          className="flex h-9 w-9 items-center justify-center rounded-lg bg-green-100 text-green-800"
        >
          {icon}
        </span>
        {title}
      </h4>
      {children}
    </div>
  );
}

function Bullets({ items }: { items: string[] }) {
  return (
    <ul className="space-y-2 text-slate-700">
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <span aria-hidden="true" className="mt-2 h-2 w-2 flex-none rounded-full bg-green-600" />
          {item}
        </li>
      ))}
    </ul>
  );
}
