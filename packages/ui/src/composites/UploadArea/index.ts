export { UploadArea, formatBytes, type UploadAreaProps, type Uploader } from './UploadArea.tsx';
