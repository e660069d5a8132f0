/**
 * Already-serialised `data` for an operation's answer. The type parameter records which DTO the text holds, so a
 * handler can return it where `SuccessData<Op>` is expected; the contract checks in the tests validate the text.
 */
export class RawJson<T> {
  declare readonly _shape?: T;
  constructor(readonly json: string) {}
}
