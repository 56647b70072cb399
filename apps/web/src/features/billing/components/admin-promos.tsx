import { type AdminPromoCreate, DISCOUNT_TYPES, type Promo } from '@talentdeck/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, DatePicker, Form, InputNumber, Select, Switch, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { FormDialog } from '#web/components/form-dialog';
import { Input } from '#web/components/inputs';
import { errorMessage } from '#web/lib/api';
import { applyServerErrors } from '#web/lib/form-errors';
import { adminPackagesQuery } from '../api/admin-packages';
import { adminPromosQuery, useSaveAdminPromo } from '../api/admin-promos';
import { ActiveTag, editColumn } from './admin-columns';

type PromoForm = Omit<AdminPromoCreate, 'expiresAt'> & { expiresAt?: Dayjs | null };
const FIELDS = ['promoCode', 'discountType', 'discountValue', 'packageId', 'expiresAt', 'maxUses', 'isActive'] as const;

/** Administration of promo codes: percent or amount off, optional package, expiry and maximum uses. */
export function AdminPromos() {
  const list = useQuery(adminPromosQuery);
  const packages = useQuery(adminPackagesQuery);
  const save = useSaveAdminPromo();
  const [form] = Form.useForm<PromoForm>();
  const [editing, setEditing] = useState<Promo | 'new' | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const packageName = (id: string | null) => (id ? (packages.data?.find((p) => p.id === id)?.packageName ?? '—') : 'Any');

  const open = (promo: Promo | 'new') => {
    setEditing(promo);
    setFormError(null);
    form.resetFields();
    form.setFieldsValue(
      promo === 'new'
        ? { discountType: 'percent', isActive: true, packageId: null, maxUses: null, expiresAt: null }
        : {
            promoCode: promo.promoCode,
            discountType: promo.discountType,
            discountValue: promo.discountValue,
            packageId: promo.packageId,
            maxUses: promo.maxUses,
            expiresAt: promo.expiresAt ? dayjs(promo.expiresAt) : null,
            isActive: promo.isActive,
          },
    );
  };

  const submit = ({ expiresAt, ...values }: PromoForm) => {
    setFormError(null);
    save.mutate(
      {
        id: editing && editing !== 'new' ? editing.id : undefined,
        values: {
          ...values,
          packageId: values.packageId ?? null,
          maxUses: values.maxUses ?? null,
          expiresAt: expiresAt ? expiresAt.toISOString() : null,
        },
      },
      {
        onSuccess: () => setEditing(null),
        onError: (error) => setFormError(applyServerErrors(form, error, FIELDS)),
      },
    );
  };

  return (
    <section aria-labelledby="admin-promos">
      <div className="td-admin-toolbar">
        <h2 id="admin-promos">Promo codes</h2>
        <Button type="primary" onClick={() => open('new')}>
          New promo code
        </Button>
      </div>
      {list.isError ? <Alert type="error" showIcon title={errorMessage(list.error)} /> : null}
      <Table<Promo>
        rowKey="id"
        loading={list.isPending}
        dataSource={list.data ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        locale={{ emptyText: 'No promo codes yet' }}
        scroll={{ x: 800 }}
        columns={[
          { title: 'Code', dataIndex: 'promoCode' },
          {
            title: 'Discount',
            key: 'discount',
            render: (_, p) => (p.discountType === 'percent' ? `${p.discountValue}%` : `${p.discountValue} off`),
          },
          { title: 'Package', key: 'package', render: (_, p) => packageName(p.packageId) },
          {
            title: 'Expires',
            dataIndex: 'expiresAt',
            render: (v: string | null) => (v ? dayjs(v).format('D MMM YYYY') : 'Never'),
          },
          { title: 'Used', key: 'used', render: (_, p) => `${p.timesUsed}${p.maxUses !== null ? ` / ${p.maxUses}` : ''}` },
          {
            title: 'Status',
            dataIndex: 'isActive',
            render: (active: boolean) => <ActiveTag active={active} />,
          },
          editColumn<Promo>(open, (p) => p.promoCode),
        ]}
      />
      <FormDialog
        open={editing !== null}
        title={editing === 'new' ? 'New promo code' : 'Edit promo code'}
        form={form}
        onFinish={submit}
        onCancel={() => setEditing(null)}
        saving={save.isPending}
        error={formError}
      >
        <Form.Item label="Code" name="promoCode" rules={[{ required: true, whitespace: true, message: 'Enter the code' }]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item label="Discount type" name="discountType">
          <Select options={DISCOUNT_TYPES.map((t) => ({ value: t, label: t === 'percent' ? 'Percent off' : 'Amount off' }))} />
        </Form.Item>
        <Form.Item label="Discount" name="discountValue" rules={[{ required: true, message: 'Enter the discount' }]}>
          <InputNumber min={0.01} precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label="Only for package" name="packageId">
          <Select
            allowClear
            placeholder="Any package"
            options={(packages.data ?? []).map((p) => ({ value: p.id, label: p.packageName }))}
          />
        </Form.Item>
        <Form.Item label="Expires" name="expiresAt">
          <DatePicker showTime style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label="Maximum uses" name="maxUses">
          <InputNumber min={1} precision={0} style={{ width: '100%' }} placeholder="Unlimited" />
        </Form.Item>
        <Form.Item label="Active" name="isActive" valuePropName="checked">
          <Switch />
        </Form.Item>
      </FormDialog>
    </section>
  );
}
