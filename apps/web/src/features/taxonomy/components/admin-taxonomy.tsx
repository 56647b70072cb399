import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { Alert, Button, Input, Select, Space, Switch, Table, type TableColumnsType, Tabs } from 'antd';
import { useState } from 'react';
import { errorMessage } from '#web/lib/api';
import { adminIndustriesQuery, adminProfessionsQuery, adminSkillsQuery, useSaveTaxonomyEntry } from '../api/admin-taxonomy';

/** The entries of one kind, 20 to a page. */
function EntryTable<T extends { id: string }>({ query, columns }: { query: UseQueryResult<T[]>; columns: TableColumnsType<T> }) {
  return (
    <Table
      rowKey="id"
      size="small"
      loading={query.isLoading}
      dataSource={query.data}
      pagination={{ pageSize: 20 }}
      columns={columns}
    />
  );
}

/** Platform administration of the job taxonomy: add entries and switch them on or off. */
export function AdminTaxonomy() {
  const industries = useQuery(adminIndustriesQuery);
  const professions = useQuery(adminProfessionsQuery);
  const [q, setQ] = useState('');
  const skills = useQuery(adminSkillsQuery(q));
  const [error, setError] = useState<string | null>(null);
  const mutate = useSaveTaxonomyEntry((e) => setError(errorMessage(e)));
  const [industryName, setIndustryName] = useState('');
  const [profession, setProfession] = useState<{ industryId?: string; professionName: string }>({ professionName: '' });
  const [skill, setSkill] = useState<{ skillName: string; skillType: 'hard' | 'soft'; professionIds: string[] }>({
    skillName: '',
    skillType: 'hard',
    professionIds: [],
  });
  const add = (path: string, body: object, reset: () => void) =>
    mutate.mutate({ method: 'post', path, body }, { onSuccess: reset });
  const industryNames = new Map(industries.data?.map((i) => [i.id, i.industryName]));
  const active = (path: string) => (value: boolean, row: { id: string }) => (
    <Switch
      aria-label="Active"
      checked={value}
      onChange={(isActive) => mutate.mutate({ method: 'patch', path: `${path}/${row.id}`, body: { isActive } })}
    />
  );

  return (
    <section aria-labelledby="td-admin-taxonomy">
      <h2 id="td-admin-taxonomy">Job taxonomy</h2>
      {error ? <Alert type="error" showIcon title={error} closable onClose={() => setError(null)} /> : null}
      <Tabs
        items={[
          {
            key: 'industries',
            label: 'Industries',
            children: (
              <>
                <Space.Compact>
                  <Input
                    aria-label="New industry"
                    placeholder="Industry name"
                    value={industryName}
                    onChange={(e) => setIndustryName(e.target.value)}
                  />
                  <Button
                    disabled={industryName.trim().length < 2}
                    onClick={() => add('/admin/industries', { industryName: industryName.trim() }, () => setIndustryName(''))}
                  >
                    Add industry
                  </Button>
                </Space.Compact>
                <EntryTable
                  query={industries}
                  columns={[
                    { title: 'Industry', dataIndex: 'industryName' },
                    { title: 'Active', dataIndex: 'isActive', render: active('/admin/industries') },
                  ]}
                />
              </>
            ),
          },
          {
            key: 'professions',
            label: 'Professions',
            children: (
              <>
                <Space.Compact>
                  <Select
                    aria-label="Industry of the new profession"
                    style={{ minWidth: 220 }}
                    placeholder="Industry"
                    value={profession.industryId}
                    options={industries.data?.map((i) => ({ value: i.id, label: i.industryName }))}
                    onChange={(industryId) => setProfession((p) => ({ ...p, industryId }))}
                  />
                  <Input
                    aria-label="New profession"
                    placeholder="Profession name"
                    value={profession.professionName}
                    onChange={(e) => setProfession((p) => ({ ...p, professionName: e.target.value }))}
                  />
                  <Button
                    disabled={!profession.industryId || profession.professionName.trim().length < 2}
                    onClick={() =>
                      add(
                        '/admin/professions',
                        { industryId: profession.industryId, professionName: profession.professionName.trim() },
                        () => setProfession((p) => ({ ...p, professionName: '' })),
                      )
                    }
                  >
                    Add profession
                  </Button>
                </Space.Compact>
                <EntryTable
                  query={professions}
                  columns={[
                    { title: 'Profession', dataIndex: 'professionName' },
                    { title: 'Industry', dataIndex: 'industryId', render: (id: string) => industryNames.get(id) },
                    { title: 'Active', dataIndex: 'isActive', render: active('/admin/professions') },
                  ]}
                />
              </>
            ),
          },
          {
            key: 'skills',
            label: 'Skills',
            children: (
              <>
                <Space wrap>
                  <Input
                    aria-label="New skill"
                    placeholder="Skill name"
                    value={skill.skillName}
                    onChange={(e) => setSkill((s) => ({ ...s, skillName: e.target.value }))}
                  />
                  <Select
                    aria-label="Skill type"
                    value={skill.skillType}
                    options={[
                      { value: 'hard', label: 'Hard' },
                      { value: 'soft', label: 'Soft' },
                    ]}
                    onChange={(skillType) => setSkill((s) => ({ ...s, skillType }))}
                  />
                  <Select
                    aria-label="Professions of the new skill"
                    mode="multiple"
                    style={{ minWidth: 260 }}
                    placeholder="Professions"
                    showSearch={{ optionFilterProp: 'label' }}
                    value={skill.professionIds}
                    options={professions.data?.map((p) => ({ value: p.id, label: p.professionName }))}
                    onChange={(professionIds) => setSkill((s) => ({ ...s, professionIds }))}
                  />
                  <Button
                    disabled={skill.skillName.trim().length < 2}
                    onClick={() =>
                      add('/admin/skills', { ...skill, skillName: skill.skillName.trim() }, () =>
                        setSkill((s) => ({ ...s, skillName: '' })),
                      )
                    }
                  >
                    Add skill
                  </Button>
                  <Input.Search aria-label="Search skills" placeholder="Search skills" allowClear onSearch={setQ} />
                </Space>
                <EntryTable
                  query={skills}
                  columns={[
                    { title: 'Skill', dataIndex: 'skillName' },
                    { title: 'Type', dataIndex: 'skillType' },
                    { title: 'Professions', dataIndex: 'professionIds', render: (ids: string[] = []) => ids.length },
                    { title: 'Active', dataIndex: 'isActive', render: active('/admin/skills') },
                  ]}
                />
              </>
            ),
          },
        ]}
      />
    </section>
  );
}
