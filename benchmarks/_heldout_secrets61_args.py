"""Held-out set 61: secrets only in a tool's arguments, under names no earlier set used.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Every name was grepped for in every earlier
``benchmarks/*heldout*`` file (none matched). Names in many styles: camel case for set 61's
vendors (``oneflowApiTok``, ``eversignAccessKey``, ``signeasySandboxTok``,
``plandayRefreshTok``, ``bhRestTok``, ``ownerRezPat``, ``hostfullyAgencyKey``,
``matterportPmeSecret``, ``dokobitAccessTok``, ``signicatClientSecret``, ``kekaApiKey``,
``cherreClientSecret``, ``tenantCloudPat``, ``agencyZoomPw``, ``onespanSenderTok``), snake
case (``socotra_auth_token``, ``skribble_api_key``, ``penneo_api_secret``,
``zywave_client_secret``, ``ams360_password``, ``gw_integration_pw``,
``cowbell_client_secret``, ``rtdf_cert_passphrase``, ``baselane_whsec``,
``latchel_api_secret``, ``greythr_api_pw``, ``esignatures_secret_tok``), kebab case for the
editors' agents (``godot-keystore-release-password``, ``upm-npm-auth-token``,
``ugs-service-secret``, ``figma-pat``, ``canva-client-secret``, ``eos-client-secret``,
``rodin-api-key``, ``tripo-key``, ``ddc-shared-password``, ``krita-upload-token``), upper
snake (``CHECK_API_KEY_SANDBOX``, ``HC_API_SECRET_PROD``, ``UKG_SVC_PASSWORD``,
``UNITY_LICENSE_PASSWORD``, ``WAKAM_CLIENT_SECRET``) and set 61's languages' words in ASCII
(West Frisian ``tagongskoade``, Low German ``geheemtall`` and ``apiSloetel``,
Luxembourgish ``schlessel_api`` and ``secherheetscode``, Faroese ``pinKota``, Northern Sami
``ciegusCealkka``, Scots ``recovery_code_tae_keep``, Breton ``kod_kuzh``, Cornish
``alhwedhApi``, Welsh ``codDiogelwch``, Irish ``codSlandala``, Scottish Gaelic
``iuchair_api``, Swiss German ``zuegangscode_neu``, Kölsch ``passwoot_neu``, Manx
``coadGollStiagh``, Walloon ``côde_di_rapexhaedje``).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values, argument_rows

__all__ = ["argument_cases"]

_ROWS = r"""
oneflowApiTok ¦ {s} ¦ h64 ¦ contracts sync failed: 401 from api.oneflow.com
eversignAccessKey ¦ {s} ¦ h32 ¦ eversign: document 174522/f3b2c9e1 not found
signeasySandboxTok ¦ Bearer {s} ¦ A60 ¦ envelope create failed: 401
plandayRefreshTok ¦ {s} ¦ u43 ¦ planday token refresh failed: invalid_grant
bhRestTok ¦ {s} ¦ u36 ¦ Bullhorn session expired for corp 4xk81
ownerRezPat ¦ pt_{s} ¦ l32 ¦ OwnerRez: authorization has been denied for property 41822
hostfullyAgencyKey ¦ {s} ¦ A32 ¦ Hostfully sandbox returned 403 for agency 6f1e2d3c
matterportPmeSecret ¦ {s} ¦ A48 ¦ private model embed link generation failed for SxQL3iGyoDo
dokobitAccessTok ¦ {s} ¦ h40 ¦ Dokobit signing create returned 403
signicatClientSecret ¦ {s} ¦ A40 ¦ Signicat token request rejected: invalid_client
kekaApiKey ¦ {s} ¦ A44 ¦ Keka connect/token returned 400
cherreClientSecret ¦ {s} ¦ A48 ¦ Cherre oauth failed for client acme-re-analytics
tenantCloudPat ¦ {s} ¦ A64 ¦ TenantCloud: Unauthenticated.
agencyZoomPw ¦ {s} ¦ p ¦ AgencyZoom login failed for owner@pinebrookinsurance.com
onespanSenderTok ¦ {s} ¦ u40 ¦ OneSpan package hW2Ki7 is locked
socotra_auth_token ¦ Bearer {s} ¦ u120 ¦ Socotra policy 100044812 quote failed
skribble_api_key ¦ {s} ¦ u64 ¦ Skribble login failed for api_acme_7f3c
penneo_api_secret ¦ {s} ¦ A40 ¦ Penneo case file 88120 could not be sent
zywave_client_secret ¦ {s} ¦ A48 ¦ Zywave broker portal sync failed
ams360_password ¦ {s} ¦ p ¦ AMS360 WSAPI authentication failed for agency 73340
gw_integration_pw ¦ {s} ¦ p ¦ PolicyCenter integration call failed: 401
cowbell_client_secret ¦ {s} ¦ A48 ¦ Cowbell quote QT-88412 failed
rtdf_cert_passphrase ¦ {s} ¦ p ¦ Rightmove RTDF: could not load client certificate
baselane_whsec ¦ whsec_{s} ¦ A32 ¦ webhook signature mismatch for event evt_77a1
latchel_api_secret ¦ {s} ¦ A40 ¦ work order sync failed: 403
greythr_api_pw ¦ {s} ¦ p ¦ greytHR login failed for api.integration
esignatures_secret_tok ¦ {s} ¦ h32 ¦ eSignatures template 4c8e not found
godot-keystore-release-password ¦ {s} ¦ p ¦ export failed: could not sign APK
upm-npm-auth-token ¦ {s} ¦ A40 ¦ npm.pkg.acme-games.dev returned 401 for com.moorland.netcode
ugs-service-secret ¦ {s} ¦ A32 ¦ ugs deploy failed: 401 Unauthorized
figma-pat ¦ figd_{s} ¦ u40 ¦ Figma: file Qm3vT1xaKp9LrWzY8nBd2c not found
canva-client-secret ¦ {s} ¦ A40 ¦ Canva Connect token exchange failed
eos-client-secret ¦ {s} ¦ A44 ¦ EOS auth failed for product 7c2e4a
rodin-api-key ¦ {s} ¦ A48 ¦ Hyper3D Rodin job failed: quota exceeded
tripo-key ¦ tsk_{s} ¦ A44 ¦ Tripo 3D task 9f1c… failed
ddc-shared-password ¦ {s} ¦ p ¦ shared DDC authentication failed
krita-upload-token ¦ {s} ¦ A32 ¦ upload to artstation failed: 403
CHECK_API_KEY_SANDBOX ¦ {s} ¦ h40 ¦ payroll preview failed for com_9xQ2
HC_API_SECRET_PROD ¦ {s} ¦ A32 ¦ HouseCanary value lookup failed for 10216 N Willow Ave
UKG_SVC_PASSWORD ¦ {s} ¦ p ¦ UKG Pro: 401 for svc_payroll_sync
UNITY_LICENSE_PASSWORD ¦ {s} ¦ p ¦ Unity license activation failed
WAKAM_CLIENT_SECRET ¦ {s} ¦ A44 ¦ Wakam policy issue failed
tagongskoade ¦ {s} ¦ pin ¦ Mijn Gemeente: oanmelden mislearre
geheemtall ¦ {s} ¦ pin ¦ Kaart sperrt
apiSloetel ¦ {s} ¦ A40 ¦ Server seggt nee (401)
schlessel_api ¦ {s} ¦ A40 ¦ Ufro refuséiert (401)
secherheetscode ¦ {s} ¦ pin ¦ LuxTrust: Code ongëlteg
pinKota ¦ {s} ¦ pin ¦ Kortið er læst
ciegusCealkka ¦ {s} ¦ w4 ¦ Sisačáliheapmi ii lihkostuvvan
recovery_code_tae_keep ¦ {s} ¦ rc ¦ Cannae verify yer account
kod_kuzh ¦ {s} ¦ pin ¦ Kartenn stanket
alhwedhApi ¦ {s} ¦ A40 ¦ 401 from api.kernow-lettings.co.uk
codDiogelwch ¦ {s} ¦ pin ¦ Methodd y dilysu
codSlandala ¦ {s} ¦ pin ¦ Theip ar an bhfíorú
iuchair_api ¦ {s} ¦ A40 ¦ Dh'fhàillig an t-iarrtas (401)
zuegangscode_neu ¦ {s} ¦ pin ¦ Aamälde isch nöd gange
passwoot_neu ¦ {s} ¦ p ¦ Aanmelde hät nit jeklapp
coadGollStiagh ¦ {s} ¦ pin ¦ Cha dooar goll stiagh
côde_di_rapexhaedje ¦ {s} ¦ rc ¦ Li côde n' est nén bon
hcApiKeyPair ¦ key:{s} ¦ A32 ¦ HouseCanary batch failed
ownerRezPat_backup ¦ {s} ¦ uuid ¦ OwnerRez webhook registration failed
"""

_WORDS = [
    "arctic",
    "brough",
    "crofter",
    "dulse",
    "eider",
    "fjord",
    "gloaming",
    "hirta",
    "islet",
    "lochan",
    "merrow",
    "noost",
    "oyster",
    "puffin",
    "quern",
    "rowan",
]


def argument_cases(v: Values) -> list[Case]:
    return argument_rows(v, _ROWS, _WORDS)
