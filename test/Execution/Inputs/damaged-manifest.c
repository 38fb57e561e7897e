/* Shared objects that look like artifacts but are damaged, one per VARIANT:
 * what cleave_artifact_open must refuse with a clear message. */
#define TENSOR                                                                 \
  "{\"name\":\"a\",\"dtype\":\"f32\",\"global_shape\":[4],"                    \
  "\"local_shape\":[" LOCAL "],\"sharding\":{\"dims\":[[0]],\"partial\":[],"       \
  "\"reduction\":\"sum\",\"uneven\":\"reject\"}}"
#define MESH "\"mesh\":{\"name\":\"mesh\",\"axes\":[\"x\"],\"shape\":[2]}"

#if VARIANT == 1 /* cut short */
const char __cleave_manifest[] = "{\"version\":1,\"entry\":\"e\",";
#elif VARIANT == 2 /* from another Cleave */
const char __cleave_manifest[] = "{\"version\":2,\"entry\":\"e\"}";
#elif VARIANT == 3 /* a local shape the sharding does not give */
#define LOCAL "3"
const char __cleave_manifest[] = "{\"version\":1,\"entry\":\"e\"," MESH
                                 ",\"inputs\":[" TENSOR "],\"outputs\":[]}";
#elif VARIANT == 4 /* a good manifest, but no packed entry */
#define LOCAL "2"
const char __cleave_manifest[] = "{\"version\":1,\"entry\":\"e\"," MESH
                                 ",\"inputs\":[" TENSOR "],\"outputs\":[]}";
#elif VARIANT == 5 /* no terminating NUL */
const char __cleave_manifest[4] = {'{', '{', '{', '{'};
#else /* no manifest at all */
int not_an_artifact = 1;
#endif
