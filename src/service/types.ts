/**
 * The boundary between HTTP and the service: the node:http adapter turns a request into a
 * ServiceRequest, calls the handler, and writes back the ServiceResponse. Nothing else crosses.
 */
export interface ServiceRequest {
  method: string;
  /** The request target as sent: path and query string. */
  url: string;
  /** Header names in lower case. */
  headers: Record<string, string | string[] | undefined>;
  /** Chosen by the adapter; appears in the response, in error bodies and in the log. */
  requestId: string;
  /**
   * Reads the whole body as UTF-8 text. Rejects with an HttpError when it is over the size limit
   * or not valid UTF-8. A handler that does not need the body never calls it.
   */
  readBody(): Promise<string>;
}

export interface ServiceResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export type Handler = (request: ServiceRequest) => Promise<ServiceResponse>;

export type Logger = (entry: Record<string, unknown>) => void;
