"""Innocent set 82: coding-agent output of package managers and build tools with no secret,
public keys, key ids, integrity hashes, checksums and build ids beside credential words, set
82's languages, and public ids of set 82's vendors.

``AGENT``: npm, pnpm, yarn, bun, pip, uv, Poetry, conda, cargo, Maven, Gradle, NuGet, Go and
Composer output where every credential is masked, referenced or absent, with lockfile
integrity hashes, tarball names and package ids that look generated. ``PUBLIC``: public
halves and identifiers. ``WORLD``: set 82's languages saying that a password, PIN or code was
changed, sent or expired, without one. ``VENDOR_IDS``: set 82's vendors' public ids (app ids,
client ids documented as public, game ids, server ids, SKUs).
"""

from __future__ import annotations

__all__ = ["AGENT", "PUBLIC", "VENDOR_IDS", "WORLD"]

AGENT = r"""
agent: ⟦npm notice Publishing to https://npm.pkg.acme.gg/ with tag latest and public access⟧ ⟦+ @acme-games/matchmaker@3.2.0⟧
agent: ⟦npm notice shasum: «h40»⟧ ⟦npm notice integrity: sha512-«b64_43»⟧
agent: ⟦//npm.pkg.acme.gg/:_authToken = (protected)⟧ from ⟦npm config ls⟧
agent: ⟦$ cat .npmrc⟧ ⟦//npm.pkg.acme.gg/:_authToken=${NPM_TOKEN}⟧ (env reference)
agent: ⟦pnpm: ERR_PNPM_FETCH_401⟧ ⟦GET https://npm.pkg.acme.gg/@acme-games%2Fui: Unauthorized - 401⟧ ⟦No authorization header was set for the request.⟧
agent: ⟦resolved "https://registry.yarnpkg.com/lodash/-/lodash-4.17.21.tgz#679591c564c3bffaae8454cf0b3df370c3d6911c"⟧
agent: ⟦integrity sha512-«b64_86»==⟧ ⟦lodash@4.17.21⟧
agent: ⟦➤ YN0000: · Done with warnings in 4s 212ms⟧ ⟦npmAuthToken: "${YARN_NPM_AUTH_TOKEN}"⟧
agent: ⟦bun install v1.1.38 (ae194892)⟧ ⟦+ @acme-games/ui@4.2.0⟧ ⟦312 packages installed⟧
agent: ⟦Looking in indexes: https://pypi.org/simple, https://pkgs.acme.gg/simple/⟧
agent: ⟦Saved ./dist/acme_replays-1.8.0-py3-none-any.whl⟧ ⟦sha256=«h64»⟧
agent: ⟦uv publish⟧ ⟦Uploading acme_replays-1.8.0.tar.gz (41.2KiB)⟧ ⟦trusted publishing: token obtained via OIDC⟧
agent: ⟦poetry config --list⟧ ⟦http-basic.acme-internal.password = "**********"⟧
agent: ⟦POETRY_PYPI_TOKEN_ACME_INTERNAL=***⟧ ⟦(masked by GitHub Actions)⟧
agent: ⟦conda config --show channels⟧ ⟦- https://conda.anaconda.org/t/<TOKEN>/acme-games⟧ ⟦- conda-forge⟧
agent: ⟦Downloading and Extracting Packages: numpy-2.1.3-py311h«h7»_0⟧ ⟦done⟧
agent: ⟦cargo publish --registry acme⟧ ⟦Uploaded netcode v0.9.1 to registry `acme`⟧
agent: ⟦Cargo.lock: checksum = "«h64»"⟧ ⟦name = "tokio" version = "1.41.1"⟧
agent: ⟦[registries.acme]⟧ ⟦credential-provider = ["cargo:token-from-stdout", "op", "read", "op://ci/acme/token"]⟧
agent: ⟦[INFO] Uploading to acme-releases: https://repo.acme.gg/repository/releases/gg/acme/matchmaker/3.2.0/matchmaker-3.2.0.jar⟧ ⟦(212 kB at 1.4 MB/s)⟧
agent: ⟦<password>${env.MAVEN_DEPLOY_PASSWORD}</password>⟧ ⟦settings.xml line 14⟧
agent: ⟦[DEBUG] http-outgoing-3 >> Authorization: Basic [REDACTED]⟧
agent: ⟦Task :publishPlugins⟧ ⟦Publishing plugin gg.acme.netcode version 0.9.1⟧ ⟦BUILD SUCCESSFUL in 41s⟧
agent: ⟦gradle.properties: org.gradle.jvmargs=-Xmx4g⟧ ⟦org.gradle.caching=true⟧
agent: ⟦dotnet nuget push Acme.Netcode.0.9.1.nupkg --api-key $NUGET_KEY⟧ ⟦Your package was pushed.⟧
agent: ⟦nuget.config: <add key="ClearTextPassword" value="%ACME_FEED_PAT%" />⟧ (env reference)
agent: ⟦go: downloading go.acme.gg/netcode v0.9.1⟧ ⟦go.sum: h1:«b64_43»=⟧
agent: ⟦GOPROXY='https://goproxy.acme.gg,direct'⟧ ⟦GOPRIVATE='go.acme.gg'⟧
agent: ⟦composer install⟧ ⟦- Installing acme/leaderboard (2.4.1): Extracting archive⟧ ⟦Generating optimized autoload files⟧
agent: ⟦auth.json: {"http-basic": {"repo.packagist.com": {"username": "token", "password": "${COMPOSER_TOKEN}"}}}⟧
agent: ⟦$ rg -n '_authToken' --hidden⟧ ⟦.npmrc:2://npm.pkg.acme.gg/:_authToken=${NPM_TOKEN}⟧
agent: ⟦$ grep -rn password pip.conf⟧ ⟦(no matches)⟧
agent: ⟦$ git diff -- .yarnrc.yml⟧ ⟦-  npmAuthToken: "${OLD_TOKEN}"⟧ ⟦+  npmAuthToken: "${YARN_NPM_AUTH_TOKEN}"⟧
agent: ⟦git log -1 --format=%H⟧ ⟦«h40»⟧ ⟦chore(release): 3.2.0⟧
agent: ⟦HTTP 201 POST /api/v1/me/tokens⟧ ⟦{"api_token":{"id":«d5»,"name":"ci-publish","endpoint_scopes":["publish-update"]}}⟧ ⟦token shown once⟧
agent: ⟦HTTP 200 GET https://pypi.org/pypi/acme-replays/json⟧ ⟦"version": "1.8.0"⟧ ⟦"md5_digest": "«h32»"⟧
agent: ⟦npm token list⟧ ⟦id «h6»… created 2026-11-02, readonly, CIDR 10.0.0.0/8⟧
agent: ⟦twine check dist/*⟧ ⟦Checking dist/acme_replays-1.8.0-py3-none-any.whl: PASSED⟧
agent: ⟦pip hash dist/acme_replays-1.8.0.tar.gz⟧ ⟦--hash=sha256:«h64»⟧
agent: ⟦docker build --secret id=npmrc,src=$HOME/.npmrc .⟧ ⟦#9 DONE 12.4s⟧ (secret mounted, not printed)
agent: ⟦Renovate: lookup @acme-games/ui 4.2.0 → 4.3.1⟧ ⟦hostRules: 1 npm host configured⟧
agent: ⟦pixi auth login prefix.dev --token-stdin⟧ ⟦Authenticated with prefix.dev⟧
agent: ⟦choco push Acme.Launcher.1.4.2.nupkg --source https://push.chocolatey.org/⟧ ⟦Acme.Launcher 1.4.2 was pushed successfully⟧
agent: ⟦conan upload "netcode/0.9.1" -r acme⟧ ⟦Uploading recipe 'netcode/0.9.1#«h32»'⟧
agent: ⟦stack upload .⟧ ⟦Uploading netcode-0.9.1.tar.gz... done!⟧ ⟦(HACKAGE_KEY from environment)⟧
"""

PUBLIC = r"""
public: ⟦npm provenance: sigstore transparency log entry «d9»⟧ ⟦subject sha512-«b64_43»⟧
public: ⟦PyPI trusted publisher: repo acme-games/replays, workflow release.yml, environment pypi⟧
public: ⟦GPG key id «H16»⟧ ⟦fingerprint «H40»⟧ (Maven Central signing key)
public: ⟦crates.io checksum «h64»⟧ ⟦netcode-0.9.1.crate⟧
public: ⟦NuGet package signature: author certificate SHA-256 «H64»⟧
public: ⟦Go checksum database: go.acme.gg/netcode v0.9.1 h1:«b64_43»=⟧
public: ⟦Steam App ID 892970⟧ ⟦depot 892971⟧ ⟦build «d8»⟧ (public ids)
public: ⟦SteamID64 76561198«d9»⟧ ⟦profile is public⟧
public: ⟦Discord-style snowflake «d18»⟧ ⟦channel #patch-notes⟧
public: ⟦DMarket public key «h64»⟧ (the public half; the secret is separate)
public: ⟦age recipient age1«l58»⟧ (public recipient for CI secrets)
public: ⟦ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI«b64_43»⟧ ⟦deploy@lobby⟧ (public key)
public: ⟦minisign public key RW«b64_54»⟧ ⟦launcher updates⟧
public: ⟦x509 serial «H32»⟧ ⟦CN=play.acme.gg⟧ ⟦expires 2027-06-01⟧
public: ⟦docker digest sha256:«h64»⟧ ⟦image acme/lobby:3.2.0⟧
public: ⟦trace_id «h32»⟧ ⟦span_id «h16»⟧ ⟦token refresh took 212 ms⟧
public: ⟦request id req_«A24»⟧ ⟦401 invalid API key⟧ (the key is not in the response)
public: ⟦build id «d9»⟧ ⟦commit «h40»⟧ ⟦password policy check passed⟧
public: ⟦sigstore bundle «uuid»⟧ ⟦Rekor log index «d9»⟧
public: ⟦Gradle Plugin Portal plugin id gg.acme.netcode⟧ ⟦version 0.9.1⟧
public: ⟦pom.xml groupId gg.acme⟧ ⟦artifactId matchmaker⟧ ⟦version 3.2.0⟧
public: ⟦PURL pkg:npm/%40acme-games/ui@4.2.0⟧ ⟦PURL pkg:pypi/acme-replays@1.8.0⟧
public: ⟦CVE-2026-«d5»⟧ ⟦GHSA-«l4»-«l4»-«l4»⟧ (advisory ids)
public: ⟦SBOM serialNumber urn:uuid:«uuid»⟧ ⟦CycloneDX 1.6⟧
public: ⟦OCI annotation org.opencontainers.image.revision=«h40»⟧
public: ⟦JWKS kid «A24»⟧ ⟦alg RS256⟧ ⟦use sig⟧ (VRChat-style JWKS, public)
public: ⟦Factorio mod «l8» 1.2.3⟧ ⟦sha1 «h40»⟧ (mod portal checksum)
public: ⟦EVE character_id 2118447720⟧ ⟦corporation_id 98«d6»⟧ (public ESI ids)
public: ⟦Warcraft Logs report code «A16»⟧ ⟦fight 12⟧ (public report)
public: ⟦OpenDota match_id 79«d8»⟧ ⟦replay salt «d9»⟧ (public match data)
"""

WORLD = r"""
world: ⟦Ditt lösenord har ändrats⟧ ⟦(Swedish: your password was changed)⟧
world: ⟦Din PIN-kod har skickats med SMS⟧ ⟦(Swedish: your PIN was sent by SMS)⟧
world: ⟦Återställningskoderna har förnyats, 10 nya koder⟧ ⟦(Swedish)⟧
world: ⟦Din adgangskode udløber om 7 dage⟧ ⟦(Danish: your password expires in 7 days)⟧
world: ⟦Pinkoden er blevet nulstillet⟧ ⟦(Danish: the PIN was reset)⟧
world: ⟦API-nøglen er spærret⟧ ⟦(Danish: the API key is blocked)⟧
world: ⟦Passordet ditt er endret⟧ ⟦(Norwegian Bokmål)⟧
world: ⟦PIN-koden er sendt til mobilen din⟧ ⟦(Norwegian Bokmål)⟧
world: ⟦Passordet ditt er endra⟧ ⟦(Norwegian Nynorsk: your password was changed)⟧
world: ⟦Eingongskoden er gått ut⟧ ⟦(Norwegian Nynorsk: the one-time code expired)⟧
world: ⟦Je wachtwoord is gewijzigd⟧ ⟦(Dutch: your password was changed)⟧
world: ⟦Je herstelcodes zijn opnieuw gegenereerd⟧ ⟦(Dutch)⟧
world: ⟦De API-sleutel is ingetrokken⟧ ⟦(Dutch: the API key was revoked)⟧
world: ⟦Uw paswoord vervalt binnen 5 dagen⟧ ⟦(Flemish)⟧
world: ⟦Jou wagwoord is verander⟧ ⟦(Afrikaans: your password was changed)⟧
world: ⟦Jou PIN-kode is per SMS gestuur⟧ ⟦(Afrikaans)⟧
world: ⟦Twoje hasło zostało zmienione⟧ ⟦(Polish: your password was changed)⟧
world: ⟦Kod PIN został wysłany SMS-em⟧ ⟦(Polish)⟧
world: ⟦Pozostało 8 kodów zapasowych⟧ ⟦(Polish: 8 backup codes left)⟧
world: ⟦Token dostępu wygasł 2026-12-01⟧ ⟦(Polish: the access token expired)⟧
world: ⟦Vaše heslo bylo změněno⟧ ⟦(Czech: your password was changed)⟧
world: ⟦Klíč API byl zneplatněn⟧ ⟦(Czech: the API key was invalidated)⟧
world: ⟦Vaše heslo vyprší o 3 dni⟧ ⟦(Slovak: your password expires in 3 days)⟧
world: ⟦PIN kód bol odoslaný⟧ ⟦(Slovak: the PIN was sent)⟧
world: ⟦Twoje hesło je so změniło⟧ ⟦(Upper Sorbian, as remembered)⟧
world: ⟦Twójo gronidło jo se změniło⟧ ⟦(Lower Sorbian, as remembered)⟧
world: ⟦Twòje hasło òstało zmienioné⟧ ⟦(Kashubian, as remembered)⟧
world: ⟦lösenordsfältet får inte vara tomt⟧ ⟦(Swedish form error)⟧
world: ⟦pole „hasło” jest wymagane⟧ ⟦(Polish form error)⟧
world: ⟦het veld 'wachtwoord' moet minstens 12 tekens bevatten⟧ ⟦(Dutch form error)⟧
"""

VENDOR_IDS = r"""
vendor: ⟦Tango Card account identifier A«d8»⟧ ⟦customer «l8»⟧ ⟦catalog utid U«d6»⟧
vendor: ⟦Giftbit campaign uuid «uuid»⟧ ⟦brand code amazonus⟧
vendor: ⟦CodesWholesale product «uuid»⟧ ⟦platform Steam⟧ ⟦region WORLDWIDE⟧
vendor: ⟦Bitrefill invoice «h24»⟧ ⟦product steam-usa, $20⟧
vendor: ⟦FiveM server endpoint cfx.re/join/«l6»⟧ (public join link)
vendor: ⟦SteamGridDB game id «d5»⟧ ⟦grid «d7»⟧ ⟦style alternate⟧
vendor: ⟦Warcraft Logs client id «uuid»⟧ (client id, public in the OAuth redirect)
vendor: ⟦STRATZ league «d5»⟧ ⟦series «d9»⟧
vendor: ⟦XenForo API key id «d3»⟧ ⟦type super user⟧ ⟦scopes thread:read⟧ (the id, not the key)
vendor: ⟦Invision Community member_id «d6»⟧ ⟦group 4⟧
vendor: ⟦Circle space_id «d6»⟧ ⟦community_id «d5»⟧
vendor: ⟦Factorio username acme_ops⟧ ⟦server id «h32»⟧ (public listing)
vendor: ⟦Palworld player uid «H32»⟧ ⟦guild «uuid»⟧
vendor: ⟦VRChat user id usr_«uuid»⟧ ⟦world wrld_«uuid»⟧ (public ids)
vendor: ⟦Path of Exile account kiri_exile#«d4»⟧ ⟦league Standard⟧
vendor: ⟦paysafecard payment id pay_«d10»_«A32»_EUR⟧ (payment id, not the PIN)
vendor: ⟦Valheim world seed «A10»⟧ ⟦world Midgard⟧ (seed, shared publicly)
vendor: ⟦DMarket offer id «uuid»⟧ ⟦item AK-47 | Redline (Field-Tested)⟧
vendor: ⟦NEXON ocid «h32»⟧ ⟦character Kiri⟧ (character id)
vendor: ⟦EVE SSO client id «h32»⟧ (public, sent in the authorize URL)
vendor: ⟦Eneba auction «uuid»⟧ ⟦product «uuid»⟧
vendor: ⟦Raider.IO character profile eu/frostwolf/Kiri⟧ ⟦score 3,212⟧
vendor: ⟦Leetify steam64_id 76561198«d9»⟧ ⟦rating +2.14⟧
vendor: ⟦Easy Anti-Cheat product id «h32»⟧ ⟦sandbox id «h32»⟧ (client-side ids)
vendor: ⟦Matcherino bounty «d6»⟧ ⟦prize pool $2,500⟧
vendor: ⟦PebbleHost server «h8»⟧ ⟦node UK-«d2»⟧
vendor: ⟦Prezzee order «d9»⟧ ⟦card design «l8»⟧
vendor: ⟦Razer Gold reference id «U20»⟧ ⟦amount 1,000⟧
vendor: ⟦Gamivo offer «d8»⟧ ⟦product «d6»⟧
vendor: ⟦Skool group acme-academy⟧ ⟦post «h32»⟧
"""
