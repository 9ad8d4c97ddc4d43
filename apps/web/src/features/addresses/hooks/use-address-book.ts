import { useMemo } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { AddressBody } from "@taaza/domain";
import { currentUserQueryKey, type CurrentUser } from "../../../hooks/use-current-user.ts";
import { useSession } from "../../../hooks/use-session.ts";
import { addAddress } from "../api/add-address.ts";
import { deleteAddress } from "../api/delete-address.ts";
import { editAddress } from "../api/edit-address.ts";

/** Address calls for the signed-in person; each answer (the whole user) becomes the cached user. */
export function useAddressBook() {
  const client = useQueryClient();
  const userId = useSession()?.user._id ?? "";

  return useMemo(() => {
    const remember = (user: CurrentUser) => {
      client.setQueryData(currentUserQueryKey(userId), user);
      return user;
    };
    return {
      add: (address: AddressBody) => addAddress(userId, address).then(remember),
      edit: (addressId: string, address: AddressBody) => editAddress(userId, addressId, address).then(remember),
      remove: (addressId: string) => deleteAddress(userId, addressId).then(remember),
    };
  }, [client, userId]);
}
