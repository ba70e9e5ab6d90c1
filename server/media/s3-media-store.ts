// Media in an S3-compatible bucket (MEDIA_STORE=s3): AWS S3, MinIO, Garage, Ceph RGW, Cloudflare
// R2. Objects are private and are served through the app after its permission checks, never by
// redirecting the browser to the bucket: a redirect would be a request to a third party's host
// (which the CSP forbids and a watched network would see), and a presigned URL outlives the
// check that issued it.
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { errorSummary } from '../http/error-handler';
import { log } from '../logging/logger';
import { isStoredMediaName } from './media-files';
import type { MediaStore, StoredObject } from './media-store';

export interface S3Settings {
  /** Absent for AWS S3 itself (the SDK finds the endpoint from the region). */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Absent: the SDK's own chain (an instance role, AWS_* variables). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
}

/** Objects live under this prefix, so a bucket shared with anything else keeps them apart. */
const KEY_PREFIX = 'media/';
/**
 * Multipart parts of 8 MiB, two in flight: an upload holds at most about 16 MiB in memory
 * whatever its size (S3's minimum part is 5 MiB; 200 MB makes 25 parts, far below 10,000).
 */
const PART_BYTES = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

export function s3MediaStore(settings: S3Settings, stagingDir: string): MediaStore {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // Checksums only where S3 requires them: the newer default (CRC trailers in aws-chunked
    // bodies) is not understood by several S3-compatible servers, which then store the framing.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A bucket that stops answering fails the request instead of holding it (and its upload)
    // open forever. Idle, not total: a 200 MB part stream or a paused video may take long.
    requestHandler: { connectionTimeout: 5_000, socketTimeout: 120_000 },
  });
  const bucket = settings.bucket;
  const key = (name: string) => `${KEY_PREFIX}${name}`;
  const inFlight = new Set<Upload>();
  let listingUnsupportedLogged = false;

  return {
    kind: 's3',
    stagingDir,

    async put(name, stagingPath, { mimeType }) {
      const upload = new Upload({
        client,
        params: {
          Bucket: bucket,
          Key: key(name),
          Body: createReadStream(stagingPath),
          ContentType: mimeType,
        },
        partSize: PART_BYTES,
        queueSize: PARTS_IN_FLIGHT,
        // A failed multipart upload is aborted at once; a crash leaves it to abortInterrupted.
        leavePartsOnError: false,
      });
      inFlight.add(upload);
      try {
        await upload.done();
      } finally {
        inFlight.delete(upload);
        await rm(stagingPath, { force: true });
      }
    },

    async size(name) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key(name) }));
        return head.ContentLength ?? null;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async read(name, { start, end }) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: key(name), Range: `bytes=${start}-${end}` }),
        );
        return object.Body
          ? (object.Body.transformToWebStream() as ReadableStream<Uint8Array>)
          : null;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async remove(names) {
      await Promise.all(
        names.map((name) =>
          client
            .send(new DeleteObjectCommand({ Bucket: bucket, Key: key(name) }))
            .catch((error: unknown) => {
              log.error(`Could not delete media object ${name}`, errorSummary(error));
            }),
        ),
      );
    },

    async *list(): AsyncIterable<StoredObject> {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: bucket,
            Prefix: KEY_PREFIX,
            ContinuationToken: token,
          }),
        );
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(KEY_PREFIX.length) ?? '';
          if (isStoredMediaName(name)) {
            yield { name, modifiedAt: object.LastModified ?? new Date() };
          }
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },

    async abortInterrupted(olderThan) {
      let aborted = 0;
      let keyMarker: string | undefined;
      let uploadIdMarker: string | undefined;
      try {
        do {
          const page = await client.send(
            new ListMultipartUploadsCommand({
              Bucket: bucket,
              Prefix: KEY_PREFIX,
              KeyMarker: keyMarker,
              UploadIdMarker: uploadIdMarker,
            }),
          );
          for (const upload of page.Uploads ?? []) {
            if (!upload.Key || !upload.UploadId) continue;
            if ((upload.Initiated ?? new Date()) >= olderThan) continue;
            await client.send(
              new AbortMultipartUploadCommand({
                Bucket: bucket,
                Key: upload.Key,
                UploadId: upload.UploadId,
              }),
            );
            aborted += 1;
          }
          const more = page.IsTruncated === true;
          keyMarker = more ? page.NextKeyMarker : undefined;
          uploadIdMarker = more ? page.NextUploadIdMarker : undefined;
        } while (keyMarker);
      } catch (error) {
        if (!isNotImplemented(error)) throw error;
        // Some S3-compatible servers cannot list multipart uploads: their unfinished parts are
        // never readable, and the bucket's own lifecycle rule (README) removes them.
        if (!listingUnsupportedLogged) {
          listingUnsupportedLogged = true;
          log.warn(
            'The media bucket cannot list unfinished uploads; set its lifecycle rule to abort them.',
          );
        }
      }
      return aborted;
    },

    async check() {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    },

    async abortInFlight() {
      await Promise.all([...inFlight].map((upload) => upload.abort().catch(() => undefined)));
    },
  };
}

function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}

function isNotFound(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  return statusOf(error) === 404 || name === 'NoSuchKey' || name === 'NotFound';
}

function isNotImplemented(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  return name === 'NotImplemented' || statusOf(error) === 501;
}
