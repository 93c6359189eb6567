import { BookOpen, Briefcase, GraduationCap, Mail, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { LinkButton, SectionHeading } from "~/components/blocks";
import { Picture } from "~/components/picture";
import type { AboutContent } from "~/content/types";

const contactLink =
  "inline-flex min-h-11 items-center gap-2 rounded-full bg-green-50 px-4 py-2 font-semibold text-green-900 ring-1 ring-green-200 transition-colors hover:bg-green-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-800";

/** "Our team": the leader's profile, then an invitation to join (docs/product/screens.md#about). */
export function TeamSection({ team }: { team: AboutContent["team"] }) {
  const { leader } = team;
  return (
    <section id={team.id} aria-labelledby="team-title" className="bg-green-50 px-4 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="team-title" title={team.title} subtitle={team.subtitle} />
        <article className="grid overflow-hidden rounded-3xl bg-white shadow-md ring-1 ring-green-100 md:grid-cols-[2fr_3fr]">
          <div className="aspect-[4/5] bg-green-100 md:aspect-auto">
            <Picture
              name={leader.photo.name}
              alt={leader.photo.alt}
              fallback={leader.photoFallback.name}
              sizes="(min-width: 1152px) 460px, (min-width: 768px) 40vw, 100vw"
              className="h-full w-full object-cover object-top"
            />
          </div>
          <div className="p-6 sm:p-10">
            <h3 className="text-3xl font-bold text-slate-900">{leader.name}</h3>
            <p
              className="mt-3 inline-block rounded-full bg-green-800 px-4 py-1.5 text-sm font-semibold text-white"
              data-testid="role-badge"
            >
              {leader.role}
            </p>
            <div className="mt-5 flex flex-wrap gap-3">
              <a href={leader.phone.href} className={contactLink}>
                <Phone aria-hidden="true" className="h-5 w-5" />
                {leader.phone.label}
              </a>
              <a href={leader.email.href} className={`${contactLink} break-all`}>
                <Mail aria-hidden="true" className="h-5 w-5 flex-none" />
                {leader.email.label}
              </a>
            </div>
            <div className="mt-8 grid gap-8 lg:grid-cols-2">
              <ProfileBlock
                icon={<GraduationCap className="h-5 w-5" />}
                title={leader.formationAcademique.title}
              >
                <Bullets items={leader.formationAcademique.items} />
              </ProfileBlock>
              <ProfileBlock
                icon={<BookOpen className="h-5 w-5" />}
                title={leader.formationsComplementaires.title}
              >
                <Bullets items={leader.formationsComplementaires.items} />
              </ProfileBlock>
            </div>
            <div className="mt-8">
              <ProfileBlock
                icon={<Briefcase className="h-5 w-5" />}
                title={leader.experience.title}
              >
                <p className="leading-relaxed text-slate-700">{leader.experience.description}</p>
              </ProfileBlock>
            </div>
          </div>
        </article>
        <div className="mt-10 flex flex-col items-center gap-4 text-center">
          <p className="text-lg text-slate-800">{team.joinText}</p>
          <LinkButton link={team.joinButton} />
        </div>
      </div>
    </section>
  );
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
