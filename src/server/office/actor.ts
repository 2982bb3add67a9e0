/** Who acts and for which office: office-owned rows are scoped by `officeId` and record `userId` as the member. */
export interface Actor {
  userId: string;
  officeId: string;
}

export const actorOf = (v: { id: string; officeId: string }): Actor => ({ userId: v.id, officeId: v.officeId });
