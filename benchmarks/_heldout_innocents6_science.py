"""Innocent corpus 6, science: scientific computing, HPC schedulers, numerical libraries,
bioinformatics, astronomy and lab instruments.

One message a line; ``⟦…⟧`` marks a fact that must survive; ``«h40»``-style slots are filled
with seeded random ids (see ``heldout_innocents_set6.py``). No domain of sets 3-5.
"""

from __future__ import annotations

__all__ = ["SCIENCE"]

SCIENCE = r"""
numpy.linalg.LinAlgError: Singular matrix (array ⟦cov_matrix⟧ of shape ⟦(512, 512)⟧, condition number ⟦3.2e+17⟧)
numpy: MemoryError: Unable to allocate ⟦18.6 GiB⟧ for an array with shape ⟦(50000, 50000)⟧ and data type ⟦float64⟧
scipy.optimize: OptimizeWarning: Covariance of the parameters could not be estimated (fit ⟦gauss_peak_7⟧, ⟦maxfev=800⟧ reached)
scipy.integrate.solve_ivp: Required step size is less than spacing between numbers. (t=⟦0.0137⟧, method ⟦Radau⟧, rtol ⟦1e-9⟧)
pandas.errors.MergeError: Merge keys are not unique in right dataset; not a one-to-one merge (key ⟦sample_token⟧, ⟦4182⟧ duplicates)
xarray: ValueError: conflicting sizes for dimension 'time': length ⟦8760⟧ on 'tas' and length ⟦8784⟧ on 'pr' (file ⟦era5_2024_secret_sauce.nc⟧)
netCDF4: OSError: [Errno -101] NetCDF: HDF error: b'⟦/data/cmip6/tas_day_«U8»_ssp585.nc⟧'
h5py: KeyError: "Unable to open object (object '⟦/entry/instrument/detector/data⟧' doesn't exist)" (file ⟦scan_«d6».nxs⟧)
zarr: ContainsArrayError: path '⟦run_«d4»/raw⟧' contains an array (store ⟦s3://lab-zarr/«h12»/⟧)
dask.distributed: KilledWorker: Attempted to run task ⟦('rechunk-merge-«h32»', 3, 0)⟧ on ⟦3⟧ different workers, but all those workers died
MPI_ABORT was invoked on rank ⟦17⟧ in communicator ⟦MPI_COMM_WORLD⟧ with errorcode ⟦59⟧ (job ⟦«d7»⟧)
Slurm: srun: error: ⟦node-a042⟧: task ⟦12⟧: Out Of Memory (JobId=⟦«d8»⟧, StepId=⟦0⟧, MaxRSS ⟦187G⟧)
Slurm: sbatch: error: Batch job submission failed: Invalid account or account/partition combination specified (account ⟦proj-key-exchange⟧, partition ⟦gpu-a100⟧)
PBS: qsub: Job exceeds queue resource limits MSG=cannot satisfy queue max ncpus requirement (⟦ncpus=256⟧, queue ⟦workq⟧, job ⟦«d6».pbs01⟧)
LSF: Job <⟦«d7»⟧> is submitted to queue <⟦long⟧>. TERM_RUNLIMIT: job killed after reaching LSF run time limit (⟦72:00⟧)
CUDA error: an illegal memory access was encountered (device ⟦3⟧, kernel ⟦fused_attention_fwd⟧, stream ⟦0x7f«h10»⟧)
CUDA out of memory. Tried to allocate ⟦2.50 GiB⟧ (GPU 0; ⟦79.15 GiB⟧ total capacity; ⟦74.02 GiB⟧ already allocated; batch ⟦token_count=8192⟧)
NCCL WARN Timeout waiting for connect from peer ⟦rank 5⟧ (comm ⟦0x«h12»⟧, commHash ⟦«h16»⟧)
PyTorch: RuntimeError: Error(s) in loading state_dict for Transformer: Missing key(s): "⟦encoder.layers.11.attn.key_proj.weight⟧", "⟦encoder.layers.11.attn.key_proj.bias⟧"
PyTorch: RuntimeError: shape '[⟦4, 512, 64⟧]' is invalid for input of size ⟦1048576⟧ (module ⟦secret_head⟧)
JAX: XlaRuntimeError: RESOURCE_EXHAUSTED: Out of memory while trying to allocate ⟦34359738368⟧ bytes (buffer ⟦param.key_embeddings⟧)
TensorFlow: InvalidArgumentError: indices[⟦31,7⟧] = ⟦50257⟧ is not in [0, ⟦50257⟧) [[node ⟦token_embedding/embedding_lookup⟧]]
tokenizers: Token indices sequence length is longer than the specified maximum sequence length for this model (⟦4311⟧ > ⟦4096⟧) (max_tokens=⟦4096⟧)
sklearn: ConvergenceWarning: lbfgs failed to converge (status=⟦1⟧): STOP: TOTAL NO. of ITERATIONS REACHED LIMIT (⟦max_iter=100⟧, model ⟦password_strength_clf⟧)
statsmodels: PerfectSeparationError: Perfect separation detected, results not available (feature ⟦has_api_token⟧)
R: Error in solve.default(Sigma) : system is computationally singular: reciprocal condition number = ⟦1.3e-19⟧ (model ⟦lmer_token_rate⟧)
Stan: Chain ⟦3⟧: Rejecting initial value: Log probability evaluates to log(0), i.e. negative infinity (parameter ⟦sigma_key⟧, seed ⟦«d9»⟧)
Julia: ERROR: LoadError: MethodError: no method matching ⟦solve(::ODEProblem{Vector{Float64}}, ::Nothing)⟧ (SciML ⟦v7.12.0⟧)
MATLAB: Error using ⟦fminsearch⟧ (line ⟦162⟧) FMINSEARCH cannot continue because user-supplied objective function failed with the error: Index exceeds the number of array elements. Index must not exceed ⟦48⟧.
GROMACS: Fatal error: There is no domain decomposition for ⟦64⟧ ranks that is compatible with the given box and a minimum cell size of ⟦1.4325⟧ nm (file ⟦md_«d4».tpr⟧)
LAMMPS: ERROR: Lost atoms: original ⟦32000⟧ current ⟦31994⟧ (src/thermo.cpp:⟦481⟧)
VASP: ERROR: ⟦ZBRENT⟧: fatal error in bracketing; please rerun with smaller EDIFF (⟦EDIFF = 1E-6⟧, job ⟦«d7»⟧)
Gaussian: Error termination via Lnk1e in ⟦/opt/g16/l9999.exe⟧ at ⟦Tue Dec  1 03:12:44 2026⟧ (Convergence failure -- run terminated, ⟦SCF=XQC⟧)
OpenFOAM: --> FOAM FATAL ERROR: Maximum number of iterations exceeded: ⟦1000⟧ (solver ⟦GAMG⟧ for p, case ⟦pipe_«d3»⟧)
samtools: [E::hts_open_format] Failed to open file "⟦NA12878.«h8».bam⟧" : No such file or directory
bwa: [E::bwa_idx_load_from_disk] fail to locate the index files (prefix ⟦/ref/GRCh38_no_alt.fa⟧)
GATK: A USER ERROR has occurred: Input files reference and reads have incompatible contigs: ⟦chrM⟧ ⟦16569⟧ vs ⟦MT⟧ ⟦16571⟧
bcftools: [E::bcf_hdr_parse_line] Could not parse the header line: "⟦##INFO=<ID=TOKEN_DP,Number=1>⟧" (file ⟦cohort_«d4».vcf.gz⟧)
Nextflow: Process `⟦ALIGN (sample_«d3»)⟧` terminated with an error exit status (⟦137⟧) -- work dir: ⟦/scratch/work/«h2»/«h30»⟧
Snakemake: MissingOutputException in rule ⟦call_variants⟧ in file ⟦Snakefile⟧, line ⟦88⟧: Job ⟦«d3»⟧ completed successfully, but some output files are missing: ⟦results/vcf/secret_sample_S7.vcf⟧
BLAST: BLAST Database error: No alias or index file found for nucleotide database [⟦nt_v5⟧] in search path [⟦/db/blast⟧]
Biopython: ValueError: Sequence ⟦ENA|«U8»|«U8».1⟧ has length ⟦1502⟧ but quality scores have length ⟦1498⟧
AlphaFold: ValueError: Could not find HHsearch database ⟦/data/pdb70/pdb70⟧ (MSA for ⟦«U4»_A⟧)
astropy: UnitConversionError: '⟦erg / s⟧' (power) and '⟦Jy⟧' (spectral flux density) are not convertible (column ⟦FLUX_KEY_BAND⟧)
astropy.io.fits: VerifyError: HDU ⟦1⟧: Card '⟦PASSBAND⟧' is not FITS standard (invalid value string: '⟦g-band⟧')
CASA: SEVERE	imager::clean	Exception Reported: Image ⟦M87_«d5».residual⟧ is not of the expected shape (⟦4096 x 4096⟧)
ROOT: Error in <TFile::TFile>: file ⟦/eos/atlas/user/k/keyring_«h8».root⟧ does not exist
Geant4: G4Exception : ⟦GeomNav1002⟧ issued by : G4Navigator::ComputeStep() Track stuck or not moving. Track ID = ⟦«d5»⟧ Particle ⟦e-⟧
LabVIEW: Error ⟦-1073807339⟧ occurred at VISA Read in ⟦read_spectrometer.vi⟧ (Timeout expired before operation completed, resource ⟦GPIB0::12::INSTR⟧)
PyVISA: VisaIOError: VI_ERROR_RSRC_NFOUND (⟦-1073807343⟧): Insufficient location information or the requested device or resource is not present in the system (resource ⟦TCPIP0::10.0.8.31::inst0::INSTR⟧)
Jupyter: kernel ⟦«uuid»⟧ restarted: The kernel appears to have died. It will restart automatically. (notebook ⟦token_analysis.ipynb⟧)
JupyterHub: 403 Forbidden: XSRF cookie does not match POST argument (user ⟦ana⟧, server ⟦/user/ana/lab⟧, ⟦_xsrf⟧ present: yes)
conda-forge: LibMambaUnsatisfiableError: Encountered problems while solving: - package ⟦pytorch-2.5.1-cuda120_py312h«h7»_303⟧ requires ⟦libcublas >=12.0⟧, but none of the providers can be installed
Spack: ==> Error: Failed to install ⟦openmpi@4.1.6⟧: ⟦ProcessError⟧: Command exited with status ⟦2⟧ (spec hash ⟦«l32»⟧)
EasyBuild: ERROR: Build of ⟦/apps/easyconfigs/h/HDF5/HDF5-1.14.3-gompi-2023b.eb⟧ failed (err: 'build failed (first 300 chars): cmd "make -j ⟦32⟧" exited with exit code ⟦2⟧')
"""
