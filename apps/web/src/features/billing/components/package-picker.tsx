import { formatMoney, type Package } from '@talentdeck/shared';
import { Radio, Tag } from 'antd';

type PackagePickerProps = { packages: Package[]; value: string | undefined; onChange: (id: string) => void; disabled?: boolean };

/** The packages as a radio group of cards: arrow keys move between them. */
export function PackagePicker({ packages, value, onChange, disabled }: PackagePickerProps) {
  return (
    <Radio.Group
      className="td-packages"
      value={value}
      onChange={(e) => onChange(e.target.value as string)}
      disabled={disabled}
      aria-label="Packages"
    >
      {packages.map((p) => (
        <Radio key={p.id} value={p.id} className="td-package-card">
          <span className="td-package-card__name">
            {p.packageName} {p.isPopular ? <Tag color="blue">Popular</Tag> : null}
          </span>
          <span className="td-package-card__price">{formatMoney(p.unitPrice, p.currency)}</span>
          <span className="td-package-card__meta">
            {p.jobsInPackage} {p.jobsInPackage === 1 ? 'job' : 'jobs'} · valid {p.validityMonths} months
          </span>
        </Radio>
      ))}
    </Radio.Group>
  );
}

/** Premium is preselected as the specification says; otherwise the popular one, otherwise the first. */
export function defaultPackageId(packages: Package[], preferredName: string) {
  return (packages.find((p) => p.packageName === preferredName) ?? packages.find((p) => p.isPopular) ?? packages[0])?.id;
}
