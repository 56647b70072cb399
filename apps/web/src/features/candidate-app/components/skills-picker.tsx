import { CANDIDATE_LIMITS, CANDIDATE_MESSAGES, type Skill } from '@talentdeck/shared';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { industriesQuery, professionSkillsQuery, professionsQuery } from '#web/lib/taxonomy';

type SkillsPickerProps = {
  value?: Skill[];
  onChange?: (value: Skill[]) => void;
  id?: string;
};

const byName = (a: Skill, b: Skill) => a.skillName.localeCompare(b.skillName);

/**
 * Skills from the taxonomy, hard and soft: pick a category and a speciality to list their skills,
 * then choose any of them. The chosen ones stay whatever is browsed next; each can be removed.
 */
export function SkillsPicker({ value = [], onChange, id }: SkillsPickerProps) {
  const [industryId, setIndustryId] = useState<string>();
  const [professionId, setProfessionId] = useState<string>();
  const industries = useQuery(industriesQuery);
  const professions = useQuery(professionsQuery(industryId));
  const offered = useQuery(professionSkillsQuery(professionId));

  const known = new Map<string, Skill>();
  for (const skill of [...value, ...(offered.data ?? [])]) known.set(skill.id, skill);
  const all = [...known.values()].sort(byName);
  const group = (type: Skill['skillType'], label: string) => ({
    label,
    title: label,
    options: all.filter((s) => s.skillType === type).map((s) => ({ value: s.id, label: s.skillName })),
  });

  return (
    <div className="td-candidate-skills-picker">
      <div className="td-candidate-search__field">
        <label htmlFor={`${id}-industry`}>Browse skills by category</label>
        <Select
          id={`${id}-industry`}
          value={industryId}
          onChange={(next: string) => {
            setIndustryId(next);
            setProfessionId(undefined);
          }}
          placeholder="Choose a category"
          loading={industries.isPending}
          showSearch={{ optionFilterProp: 'label' }}
          options={(industries.data ?? []).map((i) => ({ value: i.id, label: i.industryName }))}
          style={{ width: '100%' }}
        />
      </div>
      <div className="td-candidate-search__field">
        <label htmlFor={`${id}-profession`}>Speciality</label>
        <Select
          id={`${id}-profession`}
          value={professionId}
          onChange={(next: string) => setProfessionId(next)}
          placeholder={industryId ? 'Choose a speciality' : 'Choose a category first'}
          disabled={!industryId}
          loading={professions.isFetching}
          showSearch={{ optionFilterProp: 'label' }}
          options={(professions.data ?? []).map((p) => ({ value: p.id, label: p.professionName }))}
          style={{ width: '100%' }}
        />
      </div>
      <div className="td-candidate-skills-picker__chosen td-candidate-search__field">
        <label htmlFor={id}>Your skills</label>
        <Select
          id={id}
          mode="multiple"
          value={value.map((s) => s.id)}
          onChange={(ids: string[]) => {
            if (ids.length > CANDIDATE_LIMITS.skillsMax) return;
            onChange?.(ids.flatMap((skillId) => known.get(skillId) ?? []));
          }}
          placeholder={professionId ? 'Choose your skills' : 'Choose a speciality to list its skills'}
          loading={offered.isFetching}
          showSearch={{ optionFilterProp: 'label' }}
          options={[group('hard', 'Hard skills'), group('soft', 'Soft skills')].filter((g) => g.options.length > 0)}
          notFoundContent={professionId ? 'No skills listed' : 'Choose a speciality first'}
          style={{ width: '100%' }}
        />
        {value.length > 0 ? (
          <p className="td-candidate-skills-summary">
            {(['hard', 'soft'] as const)
              .map((type) => {
                const names = value.filter((s) => s.skillType === type).map((s) => s.skillName);
                return `${type === 'hard' ? 'Hard' : 'Soft'} skills: ${names.length ? names.join(', ') : 'none yet'}`;
              })
              .join(' · ')}
          </p>
        ) : null}
        {value.length >= CANDIDATE_LIMITS.skillsMax ? <p>{CANDIDATE_MESSAGES.tooManySkills}</p> : null}
      </div>
    </div>
  );
}
