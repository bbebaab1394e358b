import type { FileRef } from '@storefront/contracts/files';
import { uploadWith, type UploadCalls } from '@/modules/support/upload';
import { callAdmin } from './admin-api';

/** The agent's uploads go through the agents' API, under the agent's own name, by the customers' rules. */
const agentUploads: UploadCalls = {
  async signature() {
    const answer = await callAdmin('file/getSignature', {});
    return answer.ok ? answer.data : undefined;
  },
  async createUpload(request) {
    const answer = await callAdmin('file/createUpload', request);
    return answer.ok ? answer.data : undefined;
  },
  async confirm(key) {
    const answer = await callAdmin('file/confirm', { key });
    return answer.ok ? answer.data : undefined;
  },
};

export function uploadAgentImage(file: File): Promise<FileRef | undefined> {
  return uploadWith(agentUploads, file);
}
