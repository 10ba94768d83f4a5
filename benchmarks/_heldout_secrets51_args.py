"""Held-out set 51: secrets only in a tool's arguments, under names no earlier set used.

The tool is called with keyword arguments and raises a message that holds no secret, so only
the argument channels can leak. Every name was grepped for in every earlier
``_heldout_secrets*``, ``_heldout_families*``, ``heldout_set*_secrets.py``,
``heldout_secrets*.py`` and ``_heldout_cases.py`` file (none matched). Names in many styles:
camel case for set 51's vendors (``spaceshipApiSecret``, ``reposiliteToken``,
``pleskSecretKey``, ``namecomToken``, ``openproviderHash``, ``pinggyToken``, ``zitiAdminPw``,
``rage4ApiKey``, ``opalstackToken``, ``resilioFolderKey``, ``nexcessBearer``, ``nfsnApiKey``,
``pagelyClientSecret``, ``onlineornotBearer``, ``realtimeRegisterApiKey``, ``pulpCliPassword``,
``repsyPassword``, ``nordlayerPw``, ``remotepcPersonalKey``, ``screenconnectAccessKey``,
``opmanagerApiKey``), snake case
(``opensrs_private_key``, ``rrpproxy_s_pw``, ``nominet_epp_pw``, ``sectigo_eab_hmac``,
``pressable_client_secret``, ``surfshark_svc_password``, ``netskope_api_token``,
``rubrik_sa_secret``, ``netactuate_key``, ``regery_api_secret``, ``rear_crypt_key``,
``realvnc_viewer_pw``), kebab case (``quic-cloud-key``, ``servebolt-token``,
``splashtop-dcode``, ``semonto-token``, ``rocketnet-password``, ``sonicwall-sslvpn-pw``,
``nodequery-api-key``), upper snake (``RELEASE_STORE_PASSWORD``,
``TAURI_SIGNING_PRIVATE_KEY_PASSWORD``, ``EXPO_TOKEN``, ``CSC_KEY_PASSWORD``), abbreviations
(``ksPass``, ``kcPw``, ``nomachinePwd``, ``wgPrivKey``, ``p81ApiKey``, ``sdAgentToken``) and words of this set's languages in ASCII (Papiamentu
``kontrasenaDiBanko``, Haitian Creole ``modpas_sekre``, Kabuverdianu ``palavraPasi``,
Guarani ``nde_nheenhemi_pyahu``, Kichwa ``pakalla_shimi``, Aymara ``jamasatAru``, Sranan
``pasword_fu_bank``, Jamaican Patois ``passwudFiDiVault``).
"""

from __future__ import annotations

from _heldout_secrets_harness import Case, Values, argument_rows

__all__ = ["argument_cases"]

_WORDS = ["lagoon", "pelican", "reef", "sargasso", "mahogany", "cayenne", "palm", "sandbar"]

_ROWS = r"""
spaceshipApiSecret ¦ {s} ¦ u60 ¦ domain acme.dev renews on 2027-03-14
reposiliteToken ¦ {s} ¦ u64 ¦ artifact io.acme:core:2.4.1 already deployed
pleskSecretKey ¦ {s} ¦ uuid ¦ subscription 'acme.net' is over its disk quota
namecomToken ¦ acmeops:{s} ¦ h40 ¦ 12 domains listed, 2 expiring
openproviderHash ¦ {s} ¦ h32 ¦ handle XY123456-NL is not verified
pinggyToken ¦ {s} ¦ A26 ¦ tunnel closed after 60 minutes
zitiAdminPw ¦ {s} ¦ p ¦ service 'payroll' has no bind policy
rage4ApiKey ¦ {s} ¦ h32 ¦ zone acme.io has 44 records
opalstackToken ¦ Token {s} ¦ uuid ¦ app 'wiki' is stopped
resilioFolderKey ¦ A{s} ¦ B32 ¦ folder '/srv/share' has 3 peers
nexcessBearer ¦ Bearer {s} ¦ A48 ¦ cloud account 8812 is provisioning
opensrs_private_key ¦ {s} ¦ h112 ¦ transfer of acme.org is pending
rrpproxy_s_pw ¦ {s} ¦ p ¦ balance is 41.20 USD
nominet_epp_pw ¦ {s} ¦ p ¦ tag ACME-TAG has 19 domains
sectigo_eab_hmac ¦ {s} ¦ u43 ¦ order 88120 awaits domain validation
pressable_client_secret ¦ {s} ¦ A43 ¦ site 'shop' backup completed
surfshark_svc_password ¦ {s} ¦ A24 ¦ server nl-ams is at 71% load
netskope_api_token ¦ {s} ¦ h32 ¦ 14 alerts since midnight
rubrik_sa_secret ¦ {s} ¦ A64 ¦ SLA 'gold' applied to 31 VMs
quic-cloud-key ¦ {s} ¦ A40 ¦ CDN cache purged for acme.io
servebolt-token ¦ {s} ¦ A64 ¦ environment 8812 deployed
splashtop-dcode ¦ {s} ¦ d12 ¦ streamer 3.7.2 installed on RECEPTION-PC
semonto-token ¦ {s} ¦ A48 ¦ monitor acme.io is up (212 ms)
RELEASE_STORE_PASSWORD ¦ {s} ¦ p ¦ release bundle is 21.4 MB
TAURI_SIGNING_PRIVATE_KEY_PASSWORD ¦ {s} ¦ p ¦ updater bundle built for darwin-aarch64
EXPO_TOKEN ¦ {s} ¦ u40 ¦ build 4f2a queued on the medium worker
CSC_KEY_PASSWORD ¦ {s} ¦ p ¦ dmg is 118 MB
ksPass ¦ pass:{s} ¦ p ¦ 4 split APKs generated
kcPw ¦ {s} ¦ p ¦ keychain build.keychain-db has 2 identities
nomachinePwd ¦ {s} ¦ p ¦ session 'lab' has 2 displays
kontrasenaDiBanko ¦ {s} ¦ p ¦ transakshon 4471 ta pendiente
modpas_sekre ¦ {s} ¦ p ¦ kont ou gen 3 fakti
palavraPasi ¦ {s} ¦ p ¦ konta tem 2 fatura
nde_nheenhemi_pyahu ¦ {s} ¦ w4 ¦ 3 tembiapo oĩ
pakalla_shimi ¦ {s} ¦ w5 ¦ 2 willakuy
jamasatAru ¦ {s} ¦ rc ¦ 4 yatiyawi
pasword_fu_bank ¦ {s} ¦ pin ¦ 2 transaksi e wakti
nfsnApiKey ¦ {s} ¦ A16 ¦ site acmeorg uses 2.1 GB
netactuate_key ¦ {s} ¦ A32 ¦ VM 5512 booted in FRA
pagelyClientSecret ¦ {s} ¦ A40 ¦ app 'blog' deployed to prod
rocketnet-password ¦ {s} ¦ p ¦ 6 sites on the account
onlineornotBearer ¦ Bearer {s} ¦ A40 ¦ check 'homepage' is up
realtimeRegisterApiKey ¦ ApiKey {s} ¦ b48 ¦ 3 domains pending transfer
regery_api_secret ¦ {s} ¦ h64 ¦ zone acme.shop published
pulpCliPassword ¦ {s} ¦ p ¦ repository 'rpm-el9' has 4,112 packages
repsyPassword ¦ {s} ¦ p ¦ 2 artifacts uploaded
rear_crypt_key ¦ {s} ¦ p ¦ rescue ISO written to /var/lib/rear/output
wgPrivKey ¦ {s} ¦ b43 ¦ handshake with peer 3 minutes ago
nordlayerPw ¦ {s} ¦ p ¦ gateway 'acme-fra' has 12 members
p81ApiKey ¦ {s} ¦ A32 ¦ network 'office' has 2 regions
sonicwall-sslvpn-pw ¦ {s} ¦ p ¦ tunnel up, 10.8.0.14 assigned
realvnc_viewer_pw ¦ {s} ¦ A8 ¦ display :1 resized to 1920x1080
remotepcPersonalKey ¦ {s} ¦ p ¦ computer 'RECEPTION-PC' is online
screenconnectAccessKey ¦ {s} ¦ u48 ¦ session 'Reception' has 1 guest
opmanagerApiKey ¦ {s} ¦ h32 ¦ 212 devices monitored
nodequery-api-key ¦ {s} ¦ A32 ¦ server 'db1' load 0.42
sdAgentToken ¦ {s} ¦ h32 ¦ 18 alerts configured
passwudFiDiVault ¦ {s} ¦ uuid ¦ vault 'kingston' unseal progress 2/3
"""


def argument_cases(v: Values) -> list[Case]:
    return argument_rows(v, _ROWS, _WORDS)
