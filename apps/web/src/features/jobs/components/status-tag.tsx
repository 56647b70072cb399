// The job status tag is shared with the candidate overview's header, so it lives in components/.
export { STATUS_COLOURS, StatusTag } from '#web/components/job-status-tag';
