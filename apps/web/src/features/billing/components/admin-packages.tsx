import { type AdminPackageCreate, CURRENCIES, formatMoney, type Package } from '@talentdeck/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, InputNumber, Select, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import { FormDialog } from '#web/components/form-dialog';
import { Input } from '#web/components/inputs';
import { errorMessage } from '#web/lib/api';
import { applyServerErrors } from '#web/lib/form-errors';
import { adminPackagesQuery, useSaveAdminPackage } from '../api/admin-packages';
import { ActiveTag, editColumn } from './admin-columns';

const FIELDS = ['packageName', 'jobsInPackage', 'currency', 'unitPrice', 'isPopular', 'validityMonths', 'isActive'] as const;

/** Administration of packages: name, jobs, price, popularity, validity and whether it is sold. */
export function AdminPackages() {
  const list = useQuery(adminPackagesQuery);
  const save = useSaveAdminPackage();
  const [form] = Form.useForm<AdminPackageCreate>();
  const [editing, setEditing] = useState<Package | 'new' | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const open = (pkg: Package | 'new') => {
    setEditing(pkg);
    setFormError(null);
    form.resetFields();
    form.setFieldsValue(
      pkg === 'new'
        ? { currency: 'USD', isPopular: false, isActive: true, validityMonths: 6, jobsInPackage: 1 }
        : {
            packageName: pkg.packageName,
            jobsInPackage: pkg.jobsInPackage,
            currency: pkg.currency,
            unitPrice: pkg.unitPrice,
            isPopular: pkg.isPopular,
            validityMonths: pkg.validityMonths,
            isActive: pkg.isActive,
          },
    );
  };

  const submit = (values: AdminPackageCreate) => {
    setFormError(null);
    save.mutate(
      { id: editing && editing !== 'new' ? editing.id : undefined, values },
      {
        onSuccess: () => setEditing(null),
        onError: (error) => setFormError(applyServerErrors(form, error, FIELDS)),
      },
    );
  };

  return (
    <section aria-labelledby="admin-packages">
      <div className="td-admin-toolbar">
        <h2 id="admin-packages">Packages</h2>
        <Button type="primary" onClick={() => open('new')}>
          New package
        </Button>
      </div>
      {list.isError ? <Alert type="error" showIcon title={errorMessage(list.error)} /> : null}
      <Table<Package>
        rowKey="id"
        loading={list.isPending}
        dataSource={list.data ?? []}
        pagination={false}
        scroll={{ x: 700 }}
        columns={[
          { title: 'Name', dataIndex: 'packageName' },
          { title: 'Jobs', dataIndex: 'jobsInPackage' },
          { title: 'Price', key: 'price', render: (_, p) => formatMoney(p.unitPrice, p.currency) },
          { title: 'Validity', dataIndex: 'validityMonths', render: (m: number) => `${m} months` },
          {
            title: 'Status',
            key: 'status',
            render: (_, p) => (
              <>
                <ActiveTag active={p.isActive} />
                {p.isPopular ? <Tag color="blue">Popular</Tag> : null}
              </>
            ),
          },
          editColumn<Package>(open, (p) => p.packageName),
        ]}
      />
      <FormDialog
        open={editing !== null}
        title={editing === 'new' ? 'New package' : 'Edit package'}
        form={form}
        onFinish={submit}
        onCancel={() => setEditing(null)}
        saving={save.isPending}
        error={formError}
      >
        <Form.Item
          label="Name"
          name="packageName"
          rules={[{ required: true, whitespace: true, message: 'Enter the package name' }]}
        >
          <Input />
        </Form.Item>
        <Form.Item label="Jobs" name="jobsInPackage" rules={[{ required: true, message: 'Enter the number of jobs' }]}>
          <InputNumber min={1} max={1000} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label="Currency" name="currency">
          <Select options={CURRENCIES.map((c) => ({ value: c, label: c }))} />
        </Form.Item>
        <Form.Item label="Price" name="unitPrice" rules={[{ required: true, message: 'Enter the price' }]}>
          <InputNumber min={0.01} precision={2} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label="Validity (months)" name="validityMonths" rules={[{ required: true, message: 'Enter the validity' }]}>
          <InputNumber min={1} max={60} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label="Popular" name="isPopular" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item label="On sale" name="isActive" valuePropName="checked">
          <Switch />
        </Form.Item>
      </FormDialog>
    </section>
  );
}
