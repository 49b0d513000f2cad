// Empty: the target only gathers, as its dependencies, every program CI builds in release.
