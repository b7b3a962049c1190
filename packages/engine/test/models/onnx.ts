// A small ONNX writer for the tests: protobuf's wire format by hand (varints and length-delimited
// fields) for the few messages a graph needs (onnx.proto: ModelProto, GraphProto, NodeProto,
// AttributeProto, TensorProto, ValueInfoProto). The tiny models it writes have the real
// checkpoints' input and output names and layouts, so the adapters' own pre- and post-processing
// runs on them unchanged.

type Field = Uint8Array;

function varint(n: number | bigint): number[] {
  let v = BigInt.asUintN(64, BigInt(n));
  const out: number[] = [];
  do {
    let byte = Number(v & 0x7fn);
    v >>= 7n;
    if (v) byte |= 0x80;
    out.push(byte);
  } while (v);
  return out;
}
const cat = (parts: ArrayLike<number>[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
};
const key = (field: number, wire: number) => varint((field << 3) | wire);
const int = (field: number, v: number): Field => cat([key(field, 0), varint(v)]);
const bytes = (field: number, b: Uint8Array): Field => cat([key(field, 2), varint(b.length), b]);
const str = (field: number, s: string): Field => bytes(field, new TextEncoder().encode(s));
const msg = (field: number, ...parts: Field[]): Field => bytes(field, cat(parts));
const f32 = (field: number, v: number): Field => {
  const b = new Uint8Array(4);
  new DataView(b.buffer).setFloat32(0, v, true);
  return cat([key(field, 5), b]);
};

export type Attr = number | number[] | { float: number };

function attribute(name: string, v: Attr): Field {
  if (Array.isArray(v)) return msg(5, str(1, name), ...v.map((x) => int(8, x)), int(20, 7)); // INTS
  if (typeof v === 'object') return msg(5, str(1, name), f32(2, v.float), int(20, 1)); // FLOAT
  return msg(5, str(1, name), int(3, v), int(20, 2)); // INT
}

export interface Node {
  op: string;
  inputs: string[];
  outputs: string[];
  attrs?: Record<string, Attr>;
}

export interface Initializer {
  name: string;
  dims: number[];
  /** float32 values, or int64 values with `int64: true`. */
  values: Float32Array | number[];
  int64?: boolean;
}

/** A graph input or output: its name, element type and shape (a string = a named dynamic axis). */
export interface Value {
  name: string;
  type?: 'float32' | 'int64' | 'uint8';
  shape: (number | string)[];
}

function tensor(t: Initializer): Field {
  const raw = t.int64
    ? new Uint8Array(BigInt64Array.from((t.values as number[]).map(BigInt)).buffer)
    : new Uint8Array(Float32Array.from(t.values as ArrayLike<number>).buffer);
  return msg(5, ...t.dims.map((d) => int(1, d)), int(2, t.int64 ? 7 : 1), str(8, t.name), bytes(9, raw)); // prettier-ignore
}

function valueInfo(field: number, v: Value): Field {
  const dims = v.shape.map((d) => msg(1, typeof d === 'number' ? int(1, d) : str(2, d)));
  const tensorType = msg(1, int(1, { float32: 1, uint8: 2, int64: 7 }[v.type ?? 'float32']), msg(2, ...dims)); // prettier-ignore
  return msg(field, str(1, v.name), msg(2, tensorType));
}

/** An ONNX ModelProto (IR 8, opset 17) as bytes, ready for InferenceSession.create or a file. */
export function onnxModel(g: {
  nodes: Node[];
  inputs: Value[];
  outputs: Value[];
  initializers?: Initializer[];
}): Uint8Array {
  const nodes = g.nodes.map(
    (n, i) =>
    msg(1, ...n.inputs.map((x) => str(1, x)), ...n.outputs.map((x) => str(2, x)), str(3, `n${i}`), str(4, n.op),
      ...Object.entries(n.attrs ?? {}).map(([k, v]) => attribute(k, v))), // prettier-ignore
  );
  const graph = msg(7, ...nodes, str(2, 'tiny'), ...(g.initializers ?? []).map(tensor),
    ...g.inputs.map((v) => valueInfo(11, v)), ...g.outputs.map((v) => valueInfo(12, v))); // prettier-ignore
  return cat([int(1, 8), str(2, 'hds-tests'), graph, msg(8, str(1, ''), int(2, 17))]);
}
