import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { useRootData } from "~/lib/root-data";
import { syncLocale } from "./remember-locale";

/** The language kept on this device, on pages the router renders (see syncLocale). */
export function useLocaleSync() {
  const { locale } = useRootData();
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const path = location.pathname + location.search + location.hash;
    const target = syncLocale(locale, { search: location.search, path });
    if (target) navigate(target, { replace: true });
  }, [locale, location.pathname, location.search, location.hash, navigate]);
}
